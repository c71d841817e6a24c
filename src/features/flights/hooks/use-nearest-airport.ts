import { useCallback, useEffect, useRef, useState } from 'react';

import { locateTraveller, type GeolocationFailure } from '@/lib/geolocation';

import { useLazyNearestAirportsQuery } from '../api/flights-api';
import type { NearbyLocation } from '../api/flight-types';

export type NearestAirportStatus =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'located'; latitude: number; longitude: number; airport: NearbyLocation | null }
  | { kind: 'failed'; reason: GeolocationFailure };

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
    setStatus({ kind: 'locating' });
    locateTraveller(
      async ({ latitude, longitude }) => {
        const airports = await findNearest({ lat: latitude, lng: longitude }, true)
          .unwrap()
          .catch(() => []);
        if (!mounted.current) return;
        const airport = airports[0] ?? null;
        if (airport) onFound(airport);
        setStatus({ kind: 'located', latitude, longitude, airport });
      },
      (reason) => {
        if (mounted.current) setStatus({ kind: 'failed', reason });
      },
    );
  }, [findNearest, onFound]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);

  return { status, locate, dismiss };
}
