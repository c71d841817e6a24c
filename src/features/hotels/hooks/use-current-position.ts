import { useCallback, useEffect, useRef, useState } from 'react';

/** §9: high accuracy, a 10 s timeout, and a cached position up to 5 minutes old is fine. */
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

export type PositionFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

export type PositionStatus =
  { kind: 'idle' } | { kind: 'locating' } | { kind: 'failed'; reason: PositionFailure };

// GeolocationPositionError codes (§8).
const FAILURES: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

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
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus({ kind: 'failed', reason: 'unsupported' });
      return;
    }
    setStatus({ kind: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setStatus({ kind: 'idle' });
        onFound({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        if (mounted.current)
          setStatus({ kind: 'failed', reason: FAILURES[error.code] ?? 'unknown' });
      },
      GEOLOCATION_OPTIONS,
    );
  }, [onFound]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, locate, dismiss };
}
