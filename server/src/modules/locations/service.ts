import type { FlightInventory } from '../../inventory/flights/inventory.ts';
import { greatCircleKm } from '../../inventory/flights/geo.ts';
import { badRequest } from '../../lib/api-error.ts';
import { LOCATION_LIMITS } from './constants.ts';
import type {
  LocationList,
  LocationSearchQuery,
  NearestAirportList,
  NearestQuery,
} from './schemas.ts';
import { buildLocationIndex, searchLocations, type LocationIndex } from './search-index.ts';

export interface LocationService {
  search(query: LocationSearchQuery): LocationList;
  nearest(query: NearestQuery): NearestAirportList;
}

export function createLocationService(inventory: FlightInventory): LocationService {
  const index: LocationIndex = buildLocationIndex(inventory);
  return {
    search(query) {
      // A keyword of spaces only is as empty as no keyword.
      if (query.keyword.trim() === '') {
        throw badRequest('keyword: must not be empty', 'invalid', 'keyword');
      }
      return searchLocations(index, query.keyword, query.subType, LOCATION_LIMITS.results);
    },

    // Every airport in the inventory has scheduled service; the nearest come first whatever their
    // size (a traveller's own small airport is the one they want to see), ties by code.
    nearest(query) {
      return index.airports
        .map(({ airport, location }) => ({
          location,
          km: greatCircleKm(query.lat, query.lng, airport.latitude, airport.longitude),
        }))
        .sort((a, b) => a.km - b.km || (a.location.iataCode < b.location.iataCode ? -1 : 1))
        .slice(0, LOCATION_LIMITS.results)
        .map(({ location, km }) => ({ ...location, distance: Math.round(km * 10) / 10 }));
    },
  };
}
