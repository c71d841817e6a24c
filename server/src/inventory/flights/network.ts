import {
  JET_MIN_RUNWAY_FT,
  LONG_HAUL_MIN_RUNWAY_FT,
  LOW_COST_MAX_ROUTE_KM,
  MAJOR_HUB_MIN_ROUTES,
  MAX_DAILY_FLIGHTS,
  MIN_ROUTE_KM,
} from './constants.ts';
import { aircraftType } from './data/aircraft.ts';
import type { Airport } from './data/airports.ts';
import type { CarrierProfile } from './data/carriers.ts';
import { distanceKm } from '../shared/geo.ts';
import { compareText, seededRandom } from '../shared/random.ts';

export interface Carrier extends CarrierProfile {
  // The longest route the airline can fly (its longest-range aircraft, low-cost cap applied).
  rangeKm: number;
}

// One airline's service from one airport to another; every route also runs the other way.
export interface Route {
  carrier: string;
  origin: string;
  destination: string;
  distanceKm: number;
  // Flights a day at most; flight i has number firstNumber + 2·i.
  dailyFlights: number;
  firstNumber: number;
}

export interface Network {
  carriers: ReadonlyMap<string, Carrier>;
  routesFrom(origin: string): readonly Route[];
  routesBetween(origin: string, destination: string): readonly Route[];
  route(carrier: string, origin: string, destination: string): Route | undefined;
  isHub(carrier: string, airport: string): boolean;
  // Carrier routes departing an airport: the traffic proxy that orders airports.
  routeCount(airport: string): number;
  isMajorHub(airport: string): boolean;
}

const FLIGHT_NUMBER_MAX = 9999;

function isJetCapable(airport: Airport): boolean {
  return airport.runwayFt === null
    ? airport.size === 'large'
    : airport.runwayFt >= JET_MIN_RUNWAY_FT;
}

// Who flies where (see README.md, "Network"): from each hub to the other hubs, the large
// airports of its region, the jet airports of its focus countries, and (full-service airlines)
// the long-runway large airports of the world within its aircraft's range. mayServe is the part
// that needs no distance, checked first because most airports fail it.
function mayServe(carrier: Carrier, airport: Airport): boolean {
  return (
    airport.size === 'large' ||
    carrier.hubs.includes(airport.code) ||
    (isJetCapable(airport) && carrier.focusCountries.includes(airport.countryCode))
  );
}

function servesFromHub(carrier: Carrier, airport: Airport, km: number): boolean {
  if (km < MIN_ROUTE_KM || km > carrier.rangeKm) return false;
  if (carrier.hubs.includes(airport.code)) return true;
  if (airport.size === 'large' && km <= carrier.regionKm) return true;
  if (isJetCapable(airport) && carrier.focusCountries.includes(airport.countryCode)) return true;
  return (
    !carrier.lowCost &&
    airport.size === 'large' &&
    (airport.runwayFt ?? 0) >= LONG_HAUL_MIN_RUNWAY_FT
  );
}

interface Pair {
  from: Airport;
  to: Airport;
  km: number;
  toHub: boolean;
  fromIndex: number;
}

// Flights a day grow with both ends: a hub counts 3, a large airport 2, any other 1.
function dailyFlightsOf(carrier: Carrier, a: Airport, b: Airport, km: number): number {
  const weight = (airport: Airport) =>
    carrier.hubs.includes(airport.code) ? 3 : airport.size === 'large' ? 2 : 1;
  let flights = Math.ceil((weight(a) * weight(b)) / 2);
  if (seededRandom('extra', carrier.code, a.code, b.code)() < 0.3) flights += 1;
  if (km > 7_000) flights = Math.min(flights, 2);
  else if (km > 3_500 || carrier.lowCost) flights = Math.min(flights, 3);
  return Math.max(1, Math.min(MAX_DAILY_FLIGHTS, flights));
}

export function buildCarriers(profiles: readonly CarrierProfile[]): Map<string, Carrier> {
  const carriers = new Map<string, Carrier>();
  for (const profile of profiles) {
    const fleetRange = Math.max(...profile.fleet.map((code) => aircraftType(code).rangeKm));
    carriers.set(profile.code, {
      ...profile,
      rangeKm: profile.lowCost ? Math.min(fleetRange, LOW_COST_MAX_ROUTE_KM) : fleetRange * 0.95,
    });
  }
  return carriers;
}

export function buildNetwork(
  airports: ReadonlyMap<string, Airport>,
  carriers: ReadonlyMap<string, Carrier>,
): Network {
  const routes: Route[] = [];
  // Small airports (short runways, few flights) are left to airlines outside this model.
  const candidates = [...airports.values()].filter((airport) => airport.size !== 'small');
  for (const carrier of carriers.values()) {
    const hubs = carrier.hubs
      .map((code) => airports.get(code))
      .filter((hub): hub is Airport => hub !== undefined);
    // Each pair once, the hub (or the earlier hub) first, in a stable order so that flight
    // numbers do not depend on iteration order: hub-to-hub first, then bigger airports.
    const pairs = new Map<string, Pair>();
    for (const hub of hubs) {
      for (const airport of candidates) {
        if (airport.code === hub.code || !mayServe(carrier, airport)) continue;
        const km = distanceKm(hub, airport);
        if (!servesFromHub(carrier, airport, km)) continue;
        const toHub = carrier.hubs.includes(airport.code);
        const [from, to] = toHub && airport.code < hub.code ? [airport, hub] : [hub, airport];
        const key = `${from.code}${to.code}`;
        if (pairs.has(key) || pairs.has(`${to.code}${from.code}`)) continue;
        pairs.set(key, { from, to, km, toHub, fromIndex: carrier.hubs.indexOf(from.code) });
      }
    }
    const ordered = [...pairs.values()].sort(
      (x, y) =>
        Number(y.toHub) - Number(x.toHub) ||
        x.fromIndex - y.fromIndex ||
        y.to.sizeRank - x.to.sizeRank ||
        y.km - x.km ||
        compareText(x.to.code, y.to.code),
    );
    let nextNumber = 1;
    for (const { from, to, km } of ordered) {
      const dailyFlights = dailyFlightsOf(carrier, from, to, km);
      if (nextNumber + 2 * dailyFlights > FLIGHT_NUMBER_MAX) break;
      const base = { carrier: carrier.code, distanceKm: km, dailyFlights };
      routes.push({ ...base, origin: from.code, destination: to.code, firstNumber: nextNumber });
      routes.push({
        ...base,
        origin: to.code,
        destination: from.code,
        firstNumber: nextNumber + 1,
      });
      nextNumber += 2 * dailyFlights;
    }
  }
  return indexNetwork(routes, carriers);
}

function indexNetwork(routes: Route[], carriers: ReadonlyMap<string, Carrier>): Network {
  const from = new Map<string, Route[]>();
  const between = new Map<string, Map<string, Route[]>>();
  for (const route of routes) {
    const list = from.get(route.origin);
    if (list) list.push(route);
    else from.set(route.origin, [route]);
    let byDestination = between.get(route.origin);
    if (!byDestination) {
      byDestination = new Map();
      between.set(route.origin, byDestination);
    }
    const pair = byDestination.get(route.destination);
    if (pair) pair.push(route);
    else byDestination.set(route.destination, [route]);
  }
  const none: Route[] = [];
  const routesBetween = (origin: string, destination: string) =>
    between.get(origin)?.get(destination) ?? none;
  return {
    carriers,
    routesFrom: (origin) => from.get(origin) ?? none,
    routesBetween,
    route: (carrier, origin, destination) =>
      routesBetween(origin, destination).find((route) => route.carrier === carrier),
    isHub: (carrier, airport) => carriers.get(carrier)?.hubs.includes(airport) ?? false,
    routeCount: (airport) => from.get(airport)?.length ?? 0,
    isMajorHub: (airport) => (from.get(airport)?.length ?? 0) >= MAJOR_HUB_MIN_ROUTES,
  };
}
