import { useCallback, useState } from 'react';

import { useLazySearchPlacesQuery } from '../api/hotels-api';

import type { MapPoint } from './map-geometry';

export type PlaceSearchStatus =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; place: string }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/**
 * The map picker's place search, against our own cities and airports (GET
 * /api/locations/search/): the best match gives the map its centre. Nothing found and a failed
 * request each say so; the map itself works either way.
 */
export function usePlaceSearch() {
  const [searchPlaces] = useLazySearchPlacesQuery();
  const [status, setStatus] = useState<PlaceSearchStatus>({ kind: 'idle' });

  const find = useCallback(
    async (keyword: string): Promise<{ point: MapPoint } | null> => {
      const text = keyword.trim();
      if (text === '') {
        setStatus({ kind: 'notFound' });
        return null;
      }
      setStatus({ kind: 'searching' });
      try {
        const [best] = await searchPlaces(text, true).unwrap();
        if (!best) {
          setStatus({ kind: 'notFound' });
          return null;
        }
        setStatus({ kind: 'found', place: `${best.name} (${best.iataCode}), ${best.countryCode}` });
        return { point: { latitude: best.latitude, longitude: best.longitude } };
      } catch {
        setStatus({ kind: 'failed' });
        return null;
      }
    },
    [searchPlaces],
  );

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, find, dismiss };
}
