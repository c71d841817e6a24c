import { useCallback, useState } from 'react';

import { locateTraveller, type GeolocationFailure } from '@/lib/geolocation';
import { useMountedRef } from '@/lib/use-nearest-place';

export type PositionStatus =
  { kind: 'idle' } | { kind: 'locating' } | { kind: 'failed'; reason: GeolocationFailure };

/** §2 location mode "current": asks the browser where the traveller is, for `onFound`. */
export function useCurrentPosition(
  onFound: (point: { latitude: number; longitude: number }) => void,
) {
  const [status, setStatus] = useState<PositionStatus>({ kind: 'idle' });
  const mounted = useMountedRef();

  const locate = useCallback(() => {
    setStatus({ kind: 'locating' });
    locateTraveller(
      (point) => {
        if (!mounted.current) return;
        setStatus({ kind: 'idle' });
        onFound(point);
      },
      (reason) => {
        if (mounted.current) setStatus({ kind: 'failed', reason });
      },
    );
  }, [onFound, mounted]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, locate, dismiss };
}
