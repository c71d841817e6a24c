import { useCallback, useState } from 'react';

import {
  useLazyHotelCityCentreQuery,
  useLazySearchHotelDestinationsQuery,
} from '../api/hotels-api';

import type { MapPoint } from './map-geometry';

export type PlaceSearchStatus =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; place: string }
  | { kind: 'notFound' }
  | { kind: 'failed' };

// The first cities of the answer that are tried for a centre (best matches first).
const CITIES_TRIED = 3;

const status400 = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 400;

/**
 * The map picker's place search, against our own cities (GET /api/locations/search/): the best
 * match that has hotels gives the map its centre (see hotelCityCentre). Nothing found and a
 * failed request each say so; the map itself works either way.
 */
export function usePlaceSearch() {
  const [searchCities] = useLazySearchHotelDestinationsQuery();
  const [cityCentre] = useLazyHotelCityCentreQuery();
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
        const cities = await searchCities(text, true).unwrap();
        for (const city of cities.slice(0, CITIES_TRIED)) {
          // A 400 names a city without hotels: the next match may have some.
          const point = await cityCentre(city.iataCode, true)
            .unwrap()
            .catch((error: unknown) => {
              if (status400(error)) return null;
              throw error;
            });
          if (point) {
            setStatus({
              kind: 'found',
              place: `${city.cityName} (${city.iataCode}), ${city.countryCode}`,
            });
            return { point };
          }
        }
        setStatus({ kind: 'notFound' });
      } catch {
        setStatus({ kind: 'failed' });
      }
      return null;
    },
    [searchCities, cityCentre],
  );

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, find, dismiss };
}
