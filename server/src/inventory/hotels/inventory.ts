import { loadFlightInventory, type FlightInventory } from '../flights/inventory.ts';
import { distanceKm, type Coordinates } from '../shared/geo.ts';
import type { HotelCandidate } from './availability.ts';
import { buildCityHotels } from './catalogue.ts';
import { CITY_RADIUS_KM } from './constants.ts';
import { buildDestinations, cityCodeOfHotel, type Destination } from './destinations.ts';
import type { Hotel } from './types.ts';

// Everything the hotel engine reads: the destinations and their hotels, built once per process
// from the flight inventory's cities (about a second in a cold process). No cache: a search
// asked for again is answered by the search routes' one cache (plugins/search-answers.ts).
export interface HotelInventory {
  destinations: ReadonlyMap<string, Destination>;
  hotelsOf(destination: Destination): readonly Hotel[];
  hotel(code: number): Hotel | undefined;
  // A city's hotels, with their distance from its centre.
  inCity(destination: Destination): HotelCandidate[];
  // Hotels within radiusKm of a point, nearest first, whatever their city.
  near(point: Coordinates, radiusKm: number): HotelCandidate[];
  // The destinations a point's search reaches (for its local date).
  destinationsNear(point: Coordinates, radiusKm: number): Destination[];
}

// Hotels sit within CITY_RADIUS_KM of their city's centre, or within this of its airport.
const AIRPORT_ZONE_KM = 4;

export function buildHotelInventory(flights: FlightInventory): HotelInventory {
  const destinations = new Map(buildDestinations(flights).map((each) => [each.code, each]));
  const catalogues = new Map(
    [...destinations.values()].map((destination) => [
      destination.code,
      buildCityHotels(destination),
    ]),
  );
  const hotelsOf = (destination: Destination) => catalogues.get(destination.code) ?? [];
  const destinationsNear = (point: Coordinates, radiusKm: number) =>
    [...destinations.values()].filter(
      (destination) =>
        distanceKm(point, destination) <= radiusKm + CITY_RADIUS_KM ||
        distanceKm(point, destination.airport) <= radiusKm + AIRPORT_ZONE_KM,
    );
  return {
    destinations,
    hotelsOf,
    hotel(code) {
      const city = cityCodeOfHotel(code);
      const destination = city === null ? undefined : destinations.get(city);
      return destination && hotelsOf(destination).find((hotel) => hotel.code === code);
    },
    inCity: (destination) =>
      hotelsOf(destination).map((hotel) => ({ hotel, distanceKm: hotel.centreKm })),
    destinationsNear,
    near(point, radiusKm) {
      const found: HotelCandidate[] = [];
      for (const destination of destinationsNear(point, radiusKm)) {
        for (const hotel of hotelsOf(destination)) {
          const km = distanceKm(point, hotel);
          if (km <= radiusKm) found.push({ hotel, distanceKm: km });
        }
      }
      return found.sort((a, b) => a.distanceKm - b.distanceKm || a.hotel.code - b.hotel.code);
    },
  };
}

let loading: Promise<HotelInventory> | null = null;

// The one hotel inventory of this process, on the flight inventory's cities.
export function loadHotelInventory(): Promise<HotelInventory> {
  loading ??= loadFlightInventory().then(buildHotelInventory);
  return loading;
}

// For route modules, as useFlightInventory: built before the server listens, under test on
// first use.
export function useHotelInventory(app: {
  config: { nodeEnv: string };
  addHook(name: 'onReady', hook: () => Promise<void>): unknown;
}): () => Promise<HotelInventory> {
  if (app.config.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      await loadHotelInventory();
    });
  }
  return loadHotelInventory;
}
