import { useCallback, useEffect, useRef, useState } from 'react';

import { locateTraveller, type GeolocationFailure } from '@/lib/geolocation';

export type PositionStatus =
  { kind: 'idle' } | { kind: 'locating' } | { kind: 'failed'; reason: GeolocationFailure };

/** §2 location mode "current": asks the browser where the traveller is, for `onFound`. */
export function useCurrentPosition(
  onFound: (point: { latitude: number; longitude: number }) => void,
) {
  const [status, setStatus] = useState<PositionStatus>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

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
  }, [onFound]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, locate, dismiss };
}
