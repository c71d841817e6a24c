import {
  MAX_CONNECTION_MINUTES,
  MAX_DETOUR_RATIO,
  MIN_CONNECTION_MINUTES,
  MIN_CONNECTION_MINUTES_MAJOR_HUB,
  type Cabin,
} from './constants.ts';
import type { Airport } from './data/airports.ts';
import { distanceKm } from '../shared/geo.ts';
import type { FlightInventory } from './inventory.ts';
import type { Route } from './network.ts';
import { flightKey, flightsOn, type ScheduledFlight } from './schedule.ts';
import { LruCache } from '../shared/lru.ts';
import { cabinCapacity } from './seats.ts';
import { compareText } from '../shared/random.ts';
import { addDays, localDate } from '../shared/time.ts';

// One way from an origin to a destination on one airline: one to three flights.
export interface Itinerary {
  key: string;
  carrier: string;
  segments: readonly ScheduledFlight[];
  stops: number;
  // From the first departure to the last arrival: flights plus connections.
  durationMinutes: number;
  departureUtc: number;
  arrivalUtc: number;
}

export interface ItineraryQuery {
  origins: readonly Airport[];
  destinations: readonly Airport[];
  // Local date of the first departure.
  date: string;
  cabin: Cabin;
  // Flights leaving before this instant are no longer sold.
  notBeforeUtc: number;
}

const MINUTE_MS = 60_000;
// Per first flight, at most this many onward connections (the earliest ones).
const CONNECTIONS_PER_FLIGHT = 2;
// The shortest itineraries are kept when a route has more.
const MAX_ITINERARIES = 300;
// Days of itineraries kept per inventory: one entry is one direction, date and cabin.
const DAY_CACHE_SIZE = 1_000;

function itinerary(segments: ScheduledFlight[]): Itinerary {
  const first = segments[0] as ScheduledFlight;
  const last = segments[segments.length - 1] as ScheduledFlight;
  return {
    key: segments.map(flightKey).join('+'),
    carrier: first.carrier,
    segments,
    stops: segments.length - 1,
    durationMinutes: (last.arrivalUtc - first.departureUtc) / MINUTE_MS,
    departureUtc: first.departureUtc,
    arrivalUtc: last.arrivalUtc,
  };
}

const byStopsThenDuration = (a: Itinerary, b: Itinerary) =>
  a.stops - b.stops || a.durationMinutes - b.durationMinutes || compareText(a.key, b.key);

// A sorted list of itineraries whatever the sales cutoff, with what a search needs to apply the
// cutoff cheaply: when even the earliest departure is after it, the answer is `capped`, the same
// frozen array every time; its flights are listed once, when first needed.
interface SortedItineraries {
  all: readonly Itinerary[];
  earliestDepartureUtc: number;
  capped: readonly Itinerary[];
  flights: ListFlights | null;
}

// The flights of a list of itineraries, each once, in the order they first appear (frozen), by
// flightKey.
export interface ListFlights {
  flights: readonly ScheduledFlight[];
  byKey: ReadonlyMap<string, ScheduledFlight>;
}

export function listFlights(itineraries: Iterable<Itinerary>): ListFlights {
  const byKey = new Map<string, ScheduledFlight>();
  for (const itinerary of itineraries) {
    for (const flight of itinerary.segments) byKey.set(flightKey(flight), flight);
  }
  return { flights: Object.freeze([...byKey.values()]), byKey };
}

function sorted(found: Itinerary[]): SortedItineraries {
  const all = Object.freeze(found.sort(byStopsThenDuration));
  const capped = all.length > MAX_ITINERARIES ? Object.freeze(all.slice(0, MAX_ITINERARIES)) : all;
  return {
    all,
    earliestDepartureUtc: all.reduce((min, item) => Math.min(min, item.departureUtc), Infinity),
    capped,
    flights: null,
  };
}

// The itineraries of one direction, date and cabin before the sales cutoff: a pure function of
// the network and the date. The cutoff (now + 2 h) only ever removes itineraries whose first
// flight leaves too early, so it is applied when a search reads them; the two-stop ones are found
// only if a search needs them (when no direct or one-stop itinerary is left).
export class DayItineraries {
  // The day's name: its direction, date and cabin.
  readonly key: string;
  readonly #finder: ItineraryFinder;
  readonly #shortest: SortedItineraries;
  #twoStops: SortedItineraries | null = null;

  constructor(
    inventory: FlightInventory,
    query: Omit<ItineraryQuery, 'notBeforeUtc'>,
    key: string = dayKey(query),
  ) {
    this.key = key;
    this.#finder = new ItineraryFinder(inventory, query);
    this.#shortest = sorted([...this.#finder.direct(), ...this.#finder.oneStop()]);
    this.#finder.release();
  }

  // What findItineraries answers for this cutoff: direct and one-stop itineraries leaving at or
  // after it; if there are none, two-stop ones; fewest stops, then shortest, at most 300. While
  // the cutoff removes nothing, that is the same frozen (uncut) list every time.
  select(notBeforeUtc: number): readonly Itinerary[] {
    const shortest = this.#shortest;
    if (shortest.all.length > 0) {
      if (shortest.earliestDepartureUtc >= notBeforeUtc) return shortest.capped;
      const kept = leavingFrom(shortest.all, notBeforeUtc);
      if (kept.length > 0) return kept;
    }
    if (!this.#twoStops) {
      this.#twoStops = sorted(this.#finder.twoStops());
      this.#finder.release();
    }
    const twoStops = this.#twoStops;
    if (twoStops.earliestDepartureUtc >= notBeforeUtc) return twoStops.capped;
    return leavingFrom(twoStops.all, notBeforeUtc);
  }

  // A name for a list select gave when it is one of the day's two whole lists (direct and
  // one-stop, or two-stop; nothing cut by the sales cutoff), the same frozen array every time:
  // what is derived from it alone (its offers while nothing is sold) can be kept under that name.
  // Null for a cut list.
  wholeListName(list: readonly Itinerary[]): string | null {
    if (list === this.#shortest.capped) return `${this.key}/direct+1`;
    if (list === this.#twoStops?.capped) return `${this.key}/2`;
    return null;
  }

  // The flights of a list select gave, listed once per uncut list.
  flightsOf(list: readonly Itinerary[]): ListFlights {
    const uncut = [this.#shortest, this.#twoStops].find((sorted) => sorted?.capped === list);
    if (!uncut) return listFlights(list);
    uncut.flights ??= listFlights(list);
    return uncut.flights;
  }
}

function leavingFrom(list: readonly Itinerary[], notBeforeUtc: number): Itinerary[] {
  const kept: Itinerary[] = [];
  for (const item of list) {
    if (item.departureUtc < notBeforeUtc) continue;
    kept.push(item);
    if (kept.length === MAX_ITINERARIES) break;
  }
  return kept;
}

const dayCaches = new WeakMap<FlightInventory, LruCache<DayItineraries>>();

// The cached itineraries of a direction (origin and destination location codes: an airport or a
// metropolitan code), local date and cabin. Bounded: the least recently searched are dropped.
export function dayItineraries(
  inventory: FlightInventory,
  origin: string,
  destination: string,
  date: string,
  cabin: Cabin,
): DayItineraries {
  let cache = dayCaches.get(inventory);
  if (!cache) {
    cache = new LruCache(DAY_CACHE_SIZE, { keepFromSecondUse: true });
    dayCaches.set(inventory, cache);
  }
  const key = `${origin}-${destination}@${date}/${cabin}`;
  return cache.getOrCreate(key, () => {
    const origins = inventory.airportsFor(origin);
    const destinations = inventory.airportsFor(destination);
    if (!origins || !destinations)
      throw new Error(`unknown location code ${origin} or ${destination}`);
    return new DayItineraries(inventory, { origins, destinations, date, cabin }, key);
  });
}

// A day's name from its airports (a day found without the cache).
const dayKey = (query: Omit<ItineraryQuery, 'notBeforeUtc'>) =>
  `${query.origins.map((airport) => airport.code).join(',')}-${query.destinations
    .map((airport) => airport.code)
    .join(',')}@${query.date}/${query.cabin}`;

// Direct flights first; then one stop at a hub of the same airline; two stops (hub to hub) only
// when neither exists. No connection is shorter than the minimum of its airport or longer than
// 12 hours, and no itinerary flies more than 1.6 times the great-circle distance. (Uncached:
// searches go through dayItineraries.)
export function findItineraries(inventory: FlightInventory, query: ItineraryQuery): Itinerary[] {
  return [...new DayItineraries(inventory, query).select(query.notBeforeUtc)];
}

class ItineraryFinder {
  readonly #inventory: FlightInventory;
  readonly #query: Omit<ItineraryQuery, 'notBeforeUtc'>;
  readonly #ends: Set<string>;
  // The flights of a route and date that sell the cabin, as this search reads them again and again
  // (one per arriving flight); emptied by release() once the itineraries are found.
  readonly #sold = new Map<Route, Map<string, readonly ScheduledFlight[]>>();

  constructor(inventory: FlightInventory, query: Omit<ItineraryQuery, 'notBeforeUtc'>) {
    this.#inventory = inventory;
    this.#query = query;
    this.#ends = new Set([...query.origins, ...query.destinations].map((airport) => airport.code));
  }

  direct(): Itinerary[] {
    const found: Itinerary[] = [];
    for (const origin of this.#query.origins) {
      for (const destination of this.#query.destinations) {
        for (const route of this.#inventory.network.routesBetween(origin.code, destination.code)) {
          for (const flight of this.#firstFlights(route)) found.push(itinerary([flight]));
        }
      }
    }
    return found;
  }

  oneStop(): Itinerary[] {
    const { network } = this.#inventory;
    const found: Itinerary[] = [];
    for (const origin of this.#query.origins) {
      for (const toHub of network.routesFrom(origin.code)) {
        const hub = toHub.destination;
        if (this.#ends.has(hub) || !network.isHub(toHub.carrier, hub)) continue;
        for (const destination of this.#query.destinations) {
          const onward = network.route(toHub.carrier, hub, destination.code);
          if (!onward || !this.#direct(origin, destination, [toHub, onward])) continue;
          for (const first of this.#firstFlights(toHub)) {
            for (const second of this.#connections(first, onward, CONNECTIONS_PER_FLIGHT)) {
              found.push(itinerary([first, second]));
            }
          }
        }
      }
    }
    return found;
  }

  twoStops(): Itinerary[] {
    const { network } = this.#inventory;
    const found: Itinerary[] = [];
    for (const origin of this.#query.origins) {
      for (const toHub of network.routesFrom(origin.code)) {
        const hub = toHub.destination;
        const carrier = network.carriers.get(toHub.carrier);
        if (!carrier || this.#ends.has(hub) || !network.isHub(carrier.code, hub)) continue;
        for (const secondHub of carrier.hubs) {
          if (secondHub === hub || this.#ends.has(secondHub)) continue;
          const between = network.route(carrier.code, hub, secondHub);
          if (!between) continue;
          for (const destination of this.#query.destinations) {
            const last = network.route(carrier.code, secondHub, destination.code);
            if (!last || !this.#direct(origin, destination, [toHub, between, last])) continue;
            for (const first of this.#firstFlights(toHub)) {
              for (const second of this.#connections(first, between, 1)) {
                for (const third of this.#connections(second, last, 1)) {
                  found.push(itinerary([first, second, third]));
                }
              }
            }
          }
        }
      }
    }
    return found;
  }

  release(): void {
    this.#sold.clear();
  }

  // Whether the routes stay within the detour limit.
  #direct(origin: Airport, destination: Airport, routes: Route[]): boolean {
    const flown = routes.reduce((sum, route) => sum + route.distanceKm, 0);
    return flown <= MAX_DETOUR_RATIO * distanceKm(origin, destination);
  }

  #sells(flight: ScheduledFlight): boolean {
    const carrier = this.#inventory.network.carriers.get(flight.carrier);
    return carrier !== undefined && cabinCapacity(carrier, flight.aircraft, this.#query.cabin) > 0;
  }

  // The flights of a route on a local date that sell the cabin, in departure order.
  #selling(route: Route, date: string): readonly ScheduledFlight[] {
    let byDate = this.#sold.get(route);
    if (!byDate) {
      byDate = new Map();
      this.#sold.set(route, byDate);
    }
    let flights = byDate.get(date);
    if (!flights) {
      flights = flightsOn(this.#inventory, route, date).filter((flight) => this.#sells(flight));
      byDate.set(date, flights);
    }
    return flights;
  }

  // Every flight of the date, whenever it leaves: DayItineraries applies the sales cutoff.
  #firstFlights(route: Route): readonly ScheduledFlight[] {
    return this.#selling(route, this.#query.date);
  }

  // The earliest flights of a route that make a good connection from an arriving flight.
  #connections(arriving: ScheduledFlight, route: Route, limit: number): ScheduledFlight[] {
    const hub = this.#inventory.airports.get(route.origin) as Airport;
    const minimum = this.#inventory.network.isMajorHub(hub.code)
      ? MIN_CONNECTION_MINUTES_MAJOR_HUB
      : MIN_CONNECTION_MINUTES;
    const earliest = arriving.arrivalUtc + minimum * MINUTE_MS;
    const latest = arriving.arrivalUtc + MAX_CONNECTION_MINUTES * MINUTE_MS;
    const found: ScheduledFlight[] = [];
    const lastDate = localDate(hub.timeZone, latest);
    for (let date = localDate(hub.timeZone, earliest); date <= lastDate; date = addDays(date, 1)) {
      for (const flight of this.#selling(route, date)) {
        if (flight.departureUtc < earliest || flight.departureUtc > latest) continue;
        found.push(flight);
        if (found.length === limit) return found;
      }
    }
    return found;
  }
}
