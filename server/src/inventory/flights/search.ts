import {
  MIN_CONNECTION_MINUTES,
  SALES_CUTOFF_MINUTES,
  type Cabin,
  type SortOption,
} from './constants.ts';
import { type CurrencyCode } from '../shared/currencies.ts';
import type { Airport } from './data/airports.ts';
import type { FlightInventory } from './inventory.ts';
import { findItineraries, listFlights, type Itinerary } from './itineraries.ts';
import { compareText } from '../shared/random.ts';
import { offerFacets, sortOffers, type OfferFacets } from './results.ts';
import {
  legAmountsTotal,
  priceLeg,
  rankOffer,
  type PricedLeg,
  type PricingContext,
  type SoldSeats,
  type Travelers,
} from './offers.ts';
import type { ScheduledFlight } from './schedule.ts';
import { localDate } from '../shared/time.ts';
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

// Finds the itineraries each way: those whose first flight leaves at least SALES_CUTOFF_MINUTES
// after the search's clock.
export function planFlightSearch(inventory: FlightInventory, search: FlightSearch): SearchPlan {
  const notBeforeUtc = search.now.getTime() + SALES_CUTOFF_MINUTES * MINUTE_MS;
  const find = (from: string, to: string, date: string) =>
    findItineraries(inventory, {
      origins: airportsOf(inventory, from),
      destinations: airportsOf(inventory, to),
      date,
      cabin: search.cabin,
      notBeforeUtc,
    });
  const outbound = find(search.origin, search.destination, search.departureDate);
  const inbound =
    search.returnDate === null ? null : find(search.destination, search.origin, search.returnDate);
  return {
    search,
    today: todayAt(inventory, search.origin, search.now),
    outbound,
    inbound,
    // A two-stop trip can fly the same hub-to-hub flight both ways: listed once.
    flights: listFlights([...outbound, ...(inbound ?? [])]),
  };
}

// A search's offers with what the result page needs of them, each derived once.
export interface PricedSearch {
  // Every offer, unfiltered and unsorted; sold-out itineraries are left out.
  offers: readonly RankedOffer[];
  // In a sort order (a total order: ties by id).
  sorted(sortBy: SortOption): readonly RankedOffer[];
  // Over all offers (before any filter), airlines by name.
  facets(): OfferFacets;
}

// A priced search: its offers, and each sort order and the facets worked out when first asked.
class PricedOffers implements PricedSearch {
  readonly offers: readonly RankedOffer[];
  readonly #orders = new Map<SortOption, readonly RankedOffer[]>();
  readonly #airlineNames: (code: string) => { name: string; nameAr: string };
  readonly #currency: CurrencyCode;
  #facets: OfferFacets | null = null;

  constructor(inventory: FlightInventory, offers: readonly RankedOffer[], currency: CurrencyCode) {
    this.offers = offers;
    this.#airlineNames = (code) => {
      const carrier = inventory.carriers.get(code);
      return { name: carrier?.name ?? code, nameAr: carrier?.nameAr ?? code };
    };
    this.#currency = currency;
  }

  sorted(sortBy: SortOption): readonly RankedOffer[] {
    let order = this.#orders.get(sortBy);
    if (!order) {
      order = sortOffers(this.offers, sortBy);
      this.#orders.set(sortBy, order);
    }
    return order;
  }

  facets(): OfferFacets {
    this.#facets ??= offerFacets(this.offers, this.#airlineNames, this.#currency);
    return this.#facets;
  }
}

// Prices a plan with the seats sold on its flights: an offer per itinerary (one way) or per pair
// of itineraries (round trip) with seats left for the party.
export function pricedSearch(
  inventory: FlightInventory,
  plan: SearchPlan,
  soldSeats: SoldSeats,
): PricedSearch {
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
  const offers =
    plan.inbound === null
      ? outbound.map((leg) => rankOffer(inventory, [leg], context))
      : roundTrips(outbound, price(plan.inbound)).map((legs) =>
          rankOffer(inventory, legs, context),
        );
  return new PricedOffers(inventory, offers, search.currency);
}

// Every offer of the search, unfiltered and unsorted; sold-out itineraries are left out.
export function priceFlightSearch(
  inventory: FlightInventory,
  plan: SearchPlan,
  soldSeats: SoldSeats,
): RankedOffer[] {
  return [...pricedSearch(inventory, plan, soldSeats).offers];
}

const legTotal = (leg: PricedLeg) => legAmountsTotal(leg.amounts.ADULT);

// Per airline: its cheapest few legs, its fastest and its earliest, each way; every outbound of
// those with every return of those that leaves at least an hour after the outbound lands.
function roundTrips(outbound: PricedLeg[], inbound: PricedLeg[]): [PricedLeg, PricedLeg][] {
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
  const pairs: [PricedLeg, PricedLeg][] = [];
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
