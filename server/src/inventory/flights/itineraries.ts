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

// The flights of a list of itineraries, each once, in the order they first appear.
export function listFlights(itineraries: Iterable<Itinerary>): ScheduledFlight[] {
  const byKey = new Map<string, ScheduledFlight>();
  for (const itinerary of itineraries) {
    for (const flight of itinerary.segments) {
      const key = flightKey(flight);
      if (!byKey.has(key)) byKey.set(key, flight);
    }
  }
  return [...byKey.values()];
}

const shortestFirst = (found: Itinerary[]) =>
  found.sort(byStopsThenDuration).slice(0, MAX_ITINERARIES);

// Direct flights first; then one stop at a hub of the same airline; two stops (hub to hub) only
// when neither exists. Only itineraries whose first flight leaves at or after the sales cutoff;
// fewest stops, then shortest, at most 300. No connection is shorter than the minimum of its
// airport or longer than 12 hours, and no itinerary flies more than 1.6 times the great-circle
// distance.
export function findItineraries(inventory: FlightInventory, query: ItineraryQuery): Itinerary[] {
  const finder = new ItineraryFinder(inventory, query);
  const shortest = [...finder.direct(), ...finder.oneStop()];
  return shortestFirst(shortest.length > 0 ? shortest : finder.twoStops());
}

class ItineraryFinder {
  readonly #inventory: FlightInventory;
  readonly #query: ItineraryQuery;
  readonly #ends: Set<string>;
  // The flights of a route and date that sell the cabin, as this search reads them again and again
  // (one per arriving flight).
  readonly #sold = new Map<Route, Map<string, readonly ScheduledFlight[]>>();

  constructor(inventory: FlightInventory, query: ItineraryQuery) {
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

  // The flights of the date that leave at or after the sales cutoff.
  #firstFlights(route: Route): readonly ScheduledFlight[] {
    const { date, notBeforeUtc } = this.#query;
    return this.#selling(route, date).filter((flight) => flight.departureUtc >= notBeforeUtc);
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
