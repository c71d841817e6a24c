import type { Database } from '../../../db/client.ts';
import { MAX_DAYS_AHEAD, type Cabin } from '../../../inventory/flights/constants.ts';
import type { FlightInventory } from '../../../inventory/flights/inventory.ts';
import type { Itinerary } from '../../../inventory/flights/itineraries.ts';
import type { SoldSeats } from '../../../inventory/flights/offers.ts';
import type { ScheduledFlight } from '../../../inventory/flights/schedule.ts';
import {
  planFlightSearch,
  priceFlightSearch,
  todayAt,
  type FlightSearch,
  type SearchPlan,
} from '../../../inventory/flights/search.ts';
import { cabinCapacity } from '../../../inventory/flights/seats.ts';
import { addDays } from '../../../inventory/shared/time.ts';
import { findSoldSeats, soldSeatsKey, type FlightIdentity } from '../repository.ts';
import type { FlightOffer } from '../schemas.ts';
import { soldOut, unavailable } from './conflicts.ts';
import type { Party } from './travelers.ts';

// An offer sent by a client is never trusted: its flights are looked up in the engine again and
// priced at today's fare with the seats sold now. Only the flights (airline, number, local
// departure date), the cabin, the currency and the offer id are read from it.
//
// Each leg is planned on its own, from its first departure airport to its last arrival airport
// on its date, and only the matching itinerary is kept; priceFlightSearch then prices exactly
// that itinerary (or that pair). The engine leaves out flights past the sales cutoff and
// itineraries with too few seats for the party, so a missing offer is 'sold_out' when the same
// flights price without the seats sold, and 'unavailable' otherwise.

export interface OfferFlight extends FlightIdentity {
  // Seats in the offer's cabin.
  capacity: number;
}

export interface RepricedOffer {
  offer: FlightOffer;
  cabin: Cabin;
  // Every flight of the offer, once, in the order flown.
  flights: OfferFlight[];
  // The offer as priced with `fewer` seats fewer sold on each of its flights (see orders).
  pricedWithFewerSold(fewer: number): FlightOffer | null;
}

export interface RepriceDeps {
  db: Database;
  inventory: FlightInventory;
  now: Date;
}

interface Leg {
  origin: string;
  destination: string;
  date: string;
  flights: FlightIdentity[];
}

function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

function legsOf(offer: FlightOffer): Leg[] | null {
  const legs: Leg[] = [];
  for (const itinerary of offer.itineraries) {
    const first = itinerary.segments[0];
    const last = itinerary.segments.at(-1);
    if (!first || !last) return null;
    const flights = itinerary.segments.map((segment) => ({
      carrier: segment.carrierCode,
      number: /^\d{1,5}$/.test(segment.number) ? Number(segment.number) : Number.NaN,
      departureDate: segment.departure.at.slice(0, 10),
    }));
    if (flights.some((flight) => Number.isNaN(flight.number))) return null;
    if (flights.some((flight) => !isCalendarDate(flight.departureDate))) return null;
    legs.push({
      origin: first.departure.iataCode,
      destination: last.arrival.iataCode,
      date: first.departure.at.slice(0, 10),
      flights,
    });
  }
  return legs.length > 0 ? legs : null;
}

const sameFlights = (segments: readonly ScheduledFlight[], flights: readonly FlightIdentity[]) =>
  segments.length === flights.length &&
  segments.every((segment, index) => {
    const flight = flights[index];
    return flight !== undefined && soldSeatsKey(segment) === soldSeatsKey(flight);
  });

type LegSearch = Omit<FlightSearch, 'origin' | 'destination' | 'departureDate' | 'returnDate'>;

function findLeg(
  inventory: FlightInventory,
  leg: Leg,
  search: LegSearch,
): { plan: SearchPlan; itinerary: Itinerary } | null {
  const plan = planFlightSearch(inventory, {
    ...search,
    origin: leg.origin,
    destination: leg.destination,
    departureDate: leg.date,
    returnDate: null,
  });
  const itinerary = plan.outbound.find((candidate) => sameFlights(candidate.segments, leg.flights));
  return itinerary ? { plan, itinerary } : null;
}

// Throws 409 'unavailable' or 'sold_out' when the offer can no longer be sold to this party.
export async function repriceOffer(
  deps: RepriceDeps,
  sent: FlightOffer,
  party: Party,
): Promise<RepricedOffer> {
  const { inventory, now } = deps;
  const legs = legsOf(sent);
  if (!legs) throw unavailable();
  const [outbound, inbound] = legs as [Leg, Leg | undefined];
  const codes = legs.flatMap((leg) => [leg.origin, leg.destination]);
  if (codes.some((code) => inventory.airports.get(code) === undefined)) throw unavailable();
  const today = todayAt(inventory, outbound.origin, now);
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  if (legs.some((leg) => leg.date < today || leg.date > lastDay)) throw unavailable();

  const cabin = sent.class;
  const search: LegSearch = { ...party, cabin, currency: sent.price.currency, now };
  const out = findLeg(inventory, outbound, search);
  const back = inbound ? findLeg(inventory, inbound, search) : null;
  if (!out || (inbound && !back)) throw unavailable();
  // A plan of its own: one itinerary each way.
  const plan: SearchPlan = {
    search: { ...out.plan.search, returnDate: inbound?.date ?? null },
    today: out.plan.today,
    outbound: [out.itinerary],
    inbound: back ? [back.itinerary] : null,
    flights: [...out.itinerary.segments, ...(back?.itinerary.segments ?? [])],
  };

  const sold = await findSoldSeats(deps.db, plan.flights, cabin);
  const soldNow: SoldSeats = (flight) => sold.get(soldSeatsKey(flight)) ?? 0;
  const priceWith = (soldSeats: SoldSeats) =>
    priceFlightSearch(inventory, plan, soldSeats)
      .find((candidate) => candidate.id === sent.id)
      ?.build() ?? null;
  const offer = priceWith(soldNow);
  if (!offer) throw priceWith(() => 0) ? soldOut() : unavailable();

  return {
    offer,
    cabin,
    flights: plan.flights.map((flight) => {
      const carrier = inventory.carriers.get(flight.carrier);
      return {
        carrier: flight.carrier,
        number: flight.number,
        departureDate: flight.departureDate,
        capacity: carrier ? cabinCapacity(carrier, flight.aircraft, cabin) : 0,
      };
    }),
    pricedWithFewerSold: (fewer) => priceWith((flight) => Math.max(0, soldNow(flight) - fewer)),
  };
}
