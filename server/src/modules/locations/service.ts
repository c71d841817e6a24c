import type { FlightInventory } from '../../inventory/flights/inventory.ts';
import { buildDestinations } from '../../inventory/hotels/destinations.ts';
import { greatCircleKm } from '../../inventory/shared/geo.ts';
import { badRequest } from '../../lib/api-error.ts';
import { LOCATION_LIMITS } from './constants.ts';
import type {
  Location,
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
  // A city's map centre is its real centre where the hotel inventory has one (its destinations).
  const centres = new Map(
    buildDestinations(inventory).map(({ code, latitude, longitude }) => [
      code,
      { latitude, longitude },
    ]),
  );
  const index: LocationIndex = buildLocationIndex(inventory, centres);
  return {
    search(query) {
      // A keyword of spaces only is as empty as no keyword.
      if (query.keyword.trim() === '') {
        throw badRequest('keyword: must not be empty', 'invalid', 'keyword');
      }
      return searchLocations(index, query.keyword, query.subType, LOCATION_LIMITS.results);
    },

    // Every airport in the inventory has scheduled service; the nearest come first whatever their
    // size (a traveller's own small airport is the one they want to see), ties by code. One pass
    // keeps the nearest few in order (no sort of all 4,000 airports).
    nearest(query) {
      const nearest: { location: Location; km: number }[] = [];
      const limit = LOCATION_LIMITS.results;
      const before = (
        a: { location: Location; km: number },
        b: { location: Location; km: number },
      ) => a.km < b.km || (a.km === b.km && a.location.iataCode < b.location.iataCode);
      for (const { airport, location } of index.airports) {
        const candidate = {
          location,
          km: greatCircleKm(query.lat, query.lng, airport.latitude, airport.longitude),
        };
        if (
          nearest.length === limit &&
          !before(candidate, nearest[limit - 1] as typeof candidate)
        ) {
          continue;
        }
        let at = nearest.length;
        while (at > 0 && before(candidate, nearest[at - 1] as typeof candidate)) at--;
        nearest.splice(at, 0, candidate);
        if (nearest.length > limit) nearest.pop();
      }
      return nearest.map(({ location, km }) => ({
        ...location,
        distance: Math.round(km * 10) / 10,
      }));
    },
  };
}
