import { loadFlightInventory, type FlightInventory } from '../flights/inventory.ts';
import { buildCarCities } from './branches.ts';
import type { CarClass } from './constants.ts';
import { CAR_CLASS_RECORDS } from './data/classes.ts';
import { SUPPLIERS } from './data/suppliers.ts';
import type { Branch, CarCity, CarClassInfo, Supplier } from './types.ts';

// Everything the car rental engine reads, built once per process from the flight inventory's
// cities and airports (a fraction of a second on top of it) and never changed. There is no cache:
// a search prices at most a hundred cars from this data and one read of the cars rented.
export interface CarInventory {
  cities: ReadonlyMap<string, CarCity>;
  branches: ReadonlyMap<string, Branch>;
  // Every branch, in the location search's order (airports first, larger cities first).
  branchList: readonly Branch[];
  classes: readonly CarClassInfo[];
  carClass(code: CarClass): CarClassInfo;
  suppliers: ReadonlyMap<string, Supplier>;
}

export function buildCarInventory(flights: FlightInventory): CarInventory {
  const cities = buildCarCities(flights);
  const branchList = cities.flatMap((city) => city.branches).sort((a, b) => a.rank - b.rank);
  const classes = new Map(CAR_CLASS_RECORDS.map((record) => [record.code, record]));
  return {
    cities: new Map(cities.map((city) => [city.code, city])),
    branches: new Map(branchList.map((branch) => [branch.code, branch])),
    branchList,
    classes: CAR_CLASS_RECORDS,
    carClass: (code) => classes.get(code) as CarClassInfo,
    suppliers: new Map(SUPPLIERS.map((supplier) => [supplier.code, supplier])),
  };
}

let loading: Promise<CarInventory> | null = null;

// The one car inventory of this process.
export function loadCarInventory(): Promise<CarInventory> {
  loading ??= loadFlightInventory().then(buildCarInventory);
  return loading;
}

// For route modules, as useFlightInventory: built before the server listens, under test on
// first use.
export function useCarInventory(app: {
  config: { nodeEnv: string };
  addHook(name: 'onReady', hook: () => Promise<void>): unknown;
}): () => Promise<CarInventory> {
  if (app.config.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      await loadCarInventory();
    });
  }
  return loadCarInventory;
}
