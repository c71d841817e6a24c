import { buildArabicNames, type ArabicNames } from './arabic-names.ts';
import { buildAirports, buildCities, type Airport, type City } from './data/airports.ts';
import { CARRIERS } from './data/carriers.ts';
import { loadOpenTravelData, loadOurAirports } from './data/sources.ts';
import { buildCarriers, buildNetwork, type Carrier, type Network } from './network.ts';

// Everything the flight engine and the location search read: static reference data and the
// network derived from it, built once per process (about a third of a second) and never changed.
export interface FlightInventory {
  airports: ReadonlyMap<string, Airport>;
  cities: ReadonlyMap<string, City>;
  carriers: ReadonlyMap<string, Carrier>;
  network: Network;
  // Every airport's and city's name in Arabic (English where none is known).
  arabicNames: ArabicNames;
  // Airports a location code stands for: an airport code is that airport; a metropolitan code
  // (LON) all of its airports. Unknown codes give undefined.
  airportsFor(code: string): readonly Airport[] | undefined;
  // Orders airports of the same size: carrier routes from the airport, then runway length.
  importance(airport: Airport): number;
}

export async function buildFlightInventory(): Promise<FlightInventory> {
  const airportList = buildAirports(await loadOurAirports(), loadOpenTravelData());
  const airports = new Map(airportList.map((airport) => [airport.code, airport]));
  const carriers = buildCarriers(CARRIERS);
  const network = buildNetwork(airports, carriers);
  const importance = (airport: Airport) =>
    airport.sizeRank * 1e6 +
    network.routeCount(airport.code) * 100 +
    (airport.runwayFt ?? 0) / 1_000;
  const cities = new Map(buildCities(airportList, importance).map((city) => [city.code, city]));
  return {
    airports,
    cities,
    carriers,
    network,
    arabicNames: buildArabicNames(airports, cities),
    importance,
    airportsFor(code) {
      const airport = airports.get(code);
      if (airport) return [airport];
      const city = cities.get(code);
      return city?.airportCodes.map((member) => airports.get(member) as Airport);
    },
  };
}

let loading: Promise<FlightInventory> | null = null;

// The one inventory of this process: static data, shared by every request (no per-user state).
export function loadFlightInventory(): Promise<FlightInventory> {
  loading ??= buildFlightInventory();
  return loading;
}

// For route modules: the inventory is built before the server listens (onReady), so the first
// search is as fast as any other; under test it is built when a test first needs it, so the many
// test apps that never search do not pay for it.
export function useFlightInventory(app: {
  config: { nodeEnv: string };
  addHook(name: 'onReady', hook: () => Promise<void>): unknown;
}): () => Promise<FlightInventory> {
  if (app.config.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      await loadFlightInventory();
    });
  }
  return loadFlightInventory;
}
