import {
  MIN_CONNECTION_MINUTES,
  SALES_CUTOFF_MINUTES,
  type Cabin,
  type CurrencyCode,
} from './constants.ts';
import type { Airport } from './data/airports.ts';
import type { FlightInventory } from './inventory.ts';
import { findItineraries, type Itinerary } from './itineraries.ts';
import { compareText } from './random.ts';
import {
  priceLeg,
  rankOffer,
  type PricedLeg,
  type PricingContext,
  type SoldSeats,
  type Travelers,
} from './offers.ts';
import type { ScheduledFlight } from './schedule.ts';
import { localDate } from './time.ts';
import type { RankedOffer } from './types.ts';

// The flight engine's entry points. A search runs in two steps so that the engine stays pure and
// the database is asked once: planFlightSearch finds the itineraries (a pure function of the
// network, the dates and the clock) and lists their flights; the caller reads the seats sold on
// those flights; priceFlightSearch turns itineraries into priced offers with that lookup.

export interface FlightSearch extends Travelers {
  // Airport or metropolitan codes, known to the inventory (the API checks them first).
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string | null;
  cabin: Cabin;
  currency: CurrencyCode;
  now: Date;
}

export interface SearchPlan {
  search: FlightSearch;
  today: string;
  outbound: readonly Itinerary[];
  inbound: readonly Itinerary[] | null;
  // Every flight of every itinerary, once: what the seat lookup needs.
  flights: readonly ScheduledFlight[];
}

const MINUTE_MS = 60_000;
// Of each airline's outbound and return itineraries, the cheapest few and the fastest and earliest
// are paired into round trips (not every combination).
const ROUND_TRIP_CHEAPEST = 4;

function airportsOf(inventory: FlightInventory, code: string): readonly Airport[] {
  const airports = inventory.airportsFor(code);
  if (!airports) throw new Error(`unknown location code ${code}`);
  return airports;
}

// The date at the origin now: "today" for that traveller.
export function todayAt(inventory: FlightInventory, code: string, now: Date): string {
  const first = airportsOf(inventory, code)[0] as Airport;
  return localDate(first.timeZone, now.getTime());
}

export function planFlightSearch(inventory: FlightInventory, search: FlightSearch): SearchPlan {
  const origins = airportsOf(inventory, search.origin);
  const destinations = airportsOf(inventory, search.destination);
  const notBeforeUtc = search.now.getTime() + SALES_CUTOFF_MINUTES * MINUTE_MS;
  const outbound = findItineraries(inventory, {
    origins,
    destinations,
    date: search.departureDate,
    cabin: search.cabin,
    notBeforeUtc,
  });
  const inbound =
    search.returnDate === null
      ? null
      : findItineraries(inventory, {
          origins: destinations,
          destinations: origins,
          date: search.returnDate,
          cabin: search.cabin,
          notBeforeUtc,
        });
  const flights = new Map<string, ScheduledFlight>();
  for (const itinerary of [...outbound, ...(inbound ?? [])]) {
    for (const flight of itinerary.segments) {
      flights.set(`${flight.carrier}${flight.number}@${flight.departureDate}`, flight);
    }
  }
  return {
    search,
    today: todayAt(inventory, search.origin, search.now),
    outbound,
    inbound,
    flights: [...flights.values()],
  };
}

// Every offer of the search, unfiltered and unsorted; sold-out itineraries are left out.
export function priceFlightSearch(
  inventory: FlightInventory,
  plan: SearchPlan,
  soldSeats: SoldSeats,
): RankedOffer[] {
  const { search } = plan;
  const context: PricingContext = {
    cabin: search.cabin,
    currency: search.currency,
    today: plan.today,
    travelers: { adults: search.adults, children: search.children, infants: search.infants },
    soldSeats,
  };
  const price = (itineraries: readonly Itinerary[]) =>
    itineraries
      .map((itinerary) => priceLeg(inventory, itinerary, context))
      .filter((leg) => leg !== null);
  const outbound = price(plan.outbound);
  if (plan.inbound === null) return outbound.map((leg) => rankOffer(inventory, [leg], context));
  return roundTrips(outbound, price(plan.inbound)).map((legs) =>
    rankOffer(inventory, legs, context),
  );
}

const legTotal = (leg: PricedLeg) =>
  leg.amounts.ADULT.base + leg.amounts.ADULT.fees.TAXES + leg.amounts.ADULT.fees.SUPPLIER;

// Per airline: its cheapest few legs, its fastest and its earliest, each way; every outbound of
// those with every return of those that leaves at least an hour after the outbound lands.
function roundTrips(outbound: PricedLeg[], inbound: PricedLeg[]): PricedLeg[][] {
  const best = (legs: PricedLeg[]) => {
    const byCarrier = new Map<string, PricedLeg[]>();
    for (const leg of legs) {
      const list = byCarrier.get(leg.itinerary.carrier);
      if (list) list.push(leg);
      else byCarrier.set(leg.itinerary.carrier, [leg]);
    }
    const picked = new Map<string, PricedLeg[]>();
    for (const [carrier, list] of byCarrier) {
      const tieBreak = (a: PricedLeg, b: PricedLeg) =>
        compareText(a.itinerary.key, b.itinerary.key);
      const cheapest = [...list].sort((a, b) => legTotal(a) - legTotal(b) || tieBreak(a, b));
      const fastest = [...list].sort(
        (a, b) => a.itinerary.durationMinutes - b.itinerary.durationMinutes || tieBreak(a, b),
      );
      const earliest = [...list].sort(
        (a, b) => a.itinerary.departureUtc - b.itinerary.departureUtc || tieBreak(a, b),
      );
      picked.set(
        carrier,
        [...new Set([...cheapest.slice(0, ROUND_TRIP_CHEAPEST), fastest[0], earliest[0]])].filter(
          (leg): leg is PricedLeg => leg !== undefined,
        ),
      );
    }
    return picked;
  };
  const out = best(outbound);
  const back = best(inbound);
  const pairs: PricedLeg[][] = [];
  for (const [carrier, outLegs] of out) {
    for (const outLeg of outLegs) {
      for (const backLeg of back.get(carrier) ?? []) {
        if (
          backLeg.itinerary.departureUtc >=
          outLeg.itinerary.arrivalUtc + MIN_CONNECTION_MINUTES * MINUTE_MS
        ) {
          pairs.push([outLeg, backLeg]);
        }
      }
    }
  }
  return pairs;
}
