import { ROUTING_FACTOR, TAXI_MINUTES } from './constants.ts';
import { aircraftType } from './data/aircraft.ts';
import type { Airport } from './data/airports.ts';
import type { Carrier, Route } from './network.ts';
import { hashText, seededRandom } from '../shared/random.ts';
import { localToUtcMs } from '../shared/time.ts';

// One flight on one date: a segment of an itinerary.
export interface ScheduledFlight {
  carrier: string;
  number: number;
  origin: string;
  destination: string;
  // Local date of departure at the origin: with carrier and number, the flight's identity.
  departureDate: string;
  departureUtc: number;
  arrivalUtc: number;
  durationMinutes: number;
  aircraft: string;
  distanceKm: number;
}

export function flightKey(flight: {
  carrier: string;
  number: number;
  departureDate: string;
}): string {
  return `${flight.carrier}${flight.number}@${flight.departureDate}`;
}

const MINUTE_MS = 60_000;
const DATE_SHIFTS = [-10, -5, 0, 0, 0, 5, 10];

export function blockMinutes(distanceKm: number, cruiseKmh: number): number {
  const airborne = ((distanceKm * ROUTING_FACTOR) / cruiseKmh) * 60;
  return Math.round((TAXI_MINUTES + airborne) / 5) * 5;
}

// The aircraft of a flight: a type of the airline's fleet that has the range, a narrow-body on
// short routes when the fleet has one; fixed per route and flight (airlines plan fleets by route).
function aircraftFor(carrier: Carrier, route: Route, slot: number): string {
  const able = carrier.fleet.filter(
    (code) => aircraftType(code).rangeKm >= route.distanceKm * 1.05,
  );
  const narrow = able.filter((code) => !aircraftType(code).wideBody);
  const wide = able.filter((code) => aircraftType(code).wideBody);
  const choices =
    route.distanceKm < 2_500 && narrow.length > 0 ? narrow : wide.length > 0 ? wide : able;
  const pick = seededRandom('aircraft', route.carrier, route.origin, route.destination, slot)();
  return choices[Math.floor(pick * choices.length)] ?? (carrier.fleet[0] as string);
}

// Local departure minute of a flight: the day's flights spread over 06:00–23:30, long-haul
// flights over the whole day (night departures included); fixed per route and flight.
function plannedMinute(route: Route, slot: number): number {
  const offset =
    0.1 + 0.8 * seededRandom('time', route.carrier, route.origin, route.destination, slot)();
  const [start, span] = route.distanceKm > 7_000 ? [0, 1_440] : [360, 1_050];
  return Math.floor((start + ((slot + offset) * span) / route.dailyFlights) / 5) * 5;
}

// Whether flight `slot` of a route operates on a date. The first flight of a route runs daily
// (a thin long route four to six days a week); later ones skip about one day in eight.
function operates(route: Route, slot: number, date: string, thin: boolean): boolean {
  const draw = seededRandom('runs', route.carrier, route.origin, route.destination, date, slot)();
  if (slot === 0) return !thin || draw < 0.75;
  return draw >= 0.12;
}

export interface ScheduleContext {
  airports: ReadonlyMap<string, Airport>;
  carriers: ReadonlyMap<string, Carrier>;
}

export function flightsOn(
  context: ScheduleContext,
  route: Route,
  date: string,
): readonly ScheduledFlight[] {
  return buildFlights(context, route, date);
}

// What does not change with the date, per flight of a route: its aircraft, planned minute and
// block time. Kept per route object (the network's routes live as long as the inventory).
interface Slot {
  aircraft: string;
  plannedMinute: number;
  durationMinutes: number;
}

const routeSlots = new WeakMap<Route, readonly Slot[]>();

function slotsOf(carrier: Carrier, route: Route): readonly Slot[] {
  let slots = routeSlots.get(route);
  if (!slots) {
    slots = Array.from({ length: route.dailyFlights }, (_, slot): Slot => {
      const aircraft = aircraftFor(carrier, route, slot);
      return {
        aircraft,
        plannedMinute: plannedMinute(route, slot),
        durationMinutes: blockMinutes(route.distanceKm, aircraftType(aircraft).cruiseKmh),
      };
    });
    routeSlots.set(route, slots);
  }
  return slots;
}

function buildFlights(context: ScheduleContext, route: Route, date: string): ScheduledFlight[] {
  const origin = context.airports.get(route.origin);
  const destination = context.airports.get(route.destination);
  const carrier = context.carriers.get(route.carrier);
  if (!origin || !destination || !carrier) return [];
  const thin =
    route.dailyFlights === 1 &&
    Math.min(origin.sizeRank, destination.sizeRank) < 3 &&
    route.distanceKm > 1_500;
  const slots = slotsOf(carrier, route);
  const flights: ScheduledFlight[] = [];
  for (let slot = 0; slot < route.dailyFlights; slot++) {
    if (!operates(route, slot, date, thin)) continue;
    const { aircraft, plannedMinute: planned, durationMinutes } = slots[slot] as Slot;
    const shift =
      DATE_SHIFTS[
        hashText(`${route.carrier}${route.origin}${route.destination}${date}${slot}`) %
          DATE_SHIFTS.length
      ] ?? 0;
    const minute = Math.min(1_435, Math.max(0, planned + shift));
    const departureUtc = localToUtcMs(origin.timeZone, date, minute);
    flights.push({
      carrier: route.carrier,
      number: route.firstNumber + 2 * slot,
      origin: route.origin,
      destination: route.destination,
      departureDate: date,
      departureUtc,
      arrivalUtc: departureUtc + durationMinutes * MINUTE_MS,
      durationMinutes,
      aircraft,
      distanceKm: route.distanceKm,
    });
  }
  return flights.sort((a, b) => a.departureUtc - b.departureUtc);
}
