import { useCallback, useEffect, useRef, useState } from 'react';

import { useLazyNearestAirportsQuery } from '../api/flights-api';
import type { NearbyLocation } from '../api/flight-types';

/** §9: high accuracy, a 10 s timeout, and a cached position up to 5 minutes old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

export type NearestAirportStatus =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'located'; latitude: number; longitude: number; airport: NearbyLocation | null }
  | { kind: 'failed'; reason: GeolocationFailure };

// GeolocationPositionError codes (§8).
const FAILURES: Record<number, GeolocationFailure> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

/**
 * "Use my location": asks the browser where the traveller is, then the API for the nearest
 * airport (GET /api/locations/nearest/, an empty list on error, §7), and hands it to `onFound`.
 */
export function useNearestAirport(onFound: (airport: NearbyLocation) => void) {
  const [status, setStatus] = useState<NearestAirportStatus>({ kind: 'idle' });
  const [findNearest] = useLazyNearestAirportsQuery();
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
      async ({ coords: { latitude, longitude } }) => {
        const airports = await findNearest({ lat: latitude, lng: longitude }, true)
          .unwrap()
          .catch(() => []);
        if (!mounted.current) return;
        const airport = airports[0] ?? null;
        if (airport) onFound(airport);
        setStatus({ kind: 'located', latitude, longitude, airport });
      },
      (error) => {
        if (mounted.current) {
          setStatus({ kind: 'failed', reason: FAILURES[error.code] ?? 'unknown' });
        }
      },
      GEOLOCATION_OPTIONS,
    );
  }, [findNearest, onFound]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);

  return { status, locate, dismiss };
}
