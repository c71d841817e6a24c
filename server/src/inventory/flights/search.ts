import {
  MIN_CONNECTION_MINUTES,
  SALES_CUTOFF_MINUTES,
  type Cabin,
  type SortOption,
} from './constants.ts';
import { type CurrencyCode } from '../shared/currencies.ts';
import type { Airport } from './data/airports.ts';
import type { FlightInventory } from './inventory.ts';
import { dayItineraries, type Itinerary } from './itineraries.ts';
import { LruCache } from '../shared/lru.ts';
import { compareText } from '../shared/random.ts';
import { offerFacets, sortOffers, type OfferFacets } from './results.ts';
import {
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
  // Names the cached days' whole lists when both lists are theirs (see pricedSearch); null when
  // the sales cutoff cut one, or for a plan built by hand.
  wholeLists: string | null;
}

const MINUTE_MS = 60_000;
// Of each airline's outbound and return itineraries, the cheapest few and the fastest and earliest
// are paired into round trips (not every combination).
const ROUND_TRIP_CHEAPEST = 4;
// Priced searches kept for reuse (see pricedSearch).
const PRICED_CACHE_SIZE = 200;

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

// Finds the itineraries each way. The itineraries of a direction, date and cabin are found once
// and cached (dayItineraries); this search's clock only decides which of them are still sold.
export function planFlightSearch(inventory: FlightInventory, search: FlightSearch): SearchPlan {
  airportsOf(inventory, search.origin);
  airportsOf(inventory, search.destination);
  const notBeforeUtc = search.now.getTime() + SALES_CUTOFF_MINUTES * MINUTE_MS;
  const outDay = dayItineraries(
    inventory,
    search.origin,
    search.destination,
    search.departureDate,
    search.cabin,
  );
  const outbound = outDay.select(notBeforeUtc);
  const inDay =
    search.returnDate === null
      ? null
      : dayItineraries(
          inventory,
          search.destination,
          search.origin,
          search.returnDate,
          search.cabin,
        );
  const inbound = inDay === null ? null : inDay.select(notBeforeUtc);
  // Every flight once, in the order they first appear (a two-stop trip can fly the same
  // hub-to-hub flight both ways); each uncut list's flights are listed once.
  const outFlights = outDay.flightsOf(outbound);
  let flights = outFlights.flights;
  if (inDay !== null && inbound !== null) {
    const both = [...outFlights.flights];
    for (const [key, flight] of inDay.flightsOf(inbound).byKey) {
      if (!outFlights.byKey.has(key)) both.push(flight);
    }
    flights = both;
  }
  const outName = outDay.wholeListName(outbound);
  const inName = inDay === null || inbound === null ? '' : inDay.wholeListName(inbound);
  return {
    search,
    today: todayAt(inventory, search.origin, search.now),
    outbound,
    inbound,
    flights,
    wholeLists: outName === null || inName === null ? null : `${outName}|${inName}`,
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

// What pricing a plan found, by itinerary: its priced leg (none: sold out), and the offer of each
// leg (one way) or pair of legs (round trip). A plan priced with nothing sold lends these to the
// same plan priced with some seats sold, for every itinerary none of whose flights has a seat
// sold (its leg is then the same object, and so is an offer made of such legs only).
interface PricedLegs {
  outbound: Map<Itinerary, PricedLeg | null>;
  inbound: Map<Itinerary, PricedLeg | null> | null;
  oneWay: Map<PricedLeg, RankedOffer>;
  pairs: Map<PricedLeg, Map<PricedLeg, RankedOffer>>;
}

// A priced search, with its legs for a later pricing of the same plan to borrow (a field, not a
// map from searches to legs: most searches are short-lived, and such a map would keep their legs
// through minor garbage collections).
class PricedOffers implements PricedSearch {
  readonly offers: readonly RankedOffer[];
  readonly legs: PricedLegs;
  readonly #orders = new Map<SortOption, readonly RankedOffer[]>();
  readonly #airlineNames: (code: string) => { name: string; nameAr: string };
  readonly #currency: CurrencyCode;
  #facets: OfferFacets | null = null;

  constructor(
    inventory: FlightInventory,
    offers: readonly RankedOffer[],
    legs: PricedLegs,
    currency: CurrencyCode,
  ) {
    this.offers = offers;
    this.legs = legs;
    this.#airlineNames = (code) => {
      const carrier = inventory.carriers.get(code);
      return { name: carrier?.name ?? code, nameAr: carrier?.nameAr ?? code };
    };
    this.#currency = currency;
  }

  sorted(sortBy: SortOption): readonly RankedOffer[] {
    let order = this.#orders.get(sortBy);
    if (!order) {
      order = Object.freeze(sortOffers(this.offers, sortBy));
      this.#orders.set(sortBy, order);
    }
    return order;
  }

  // Frozen: a reused search hands the same facets to every answer.
  facets(): OfferFacets {
    if (!this.#facets) {
      const found = offerFacets(this.offers, this.#airlineNames, this.#currency);
      found.airlines.forEach((airline) => Object.freeze(airline));
      found.stops.forEach((stops) => Object.freeze(stops));
      Object.freeze(found.airlines);
      Object.freeze(found.stops);
      Object.freeze(found.price);
      this.#facets = Object.freeze(found);
    }
    return this.#facets;
  }
}

const pricedCaches = new WeakMap<FlightInventory, LruCache<PricedOffers>>();
const nothingSold: SoldSeats = () => 0;

// Prices a plan. While no seat on any of its flights is sold (the caller read the seats from the
// database for this search), the offers of a plan made of cached days' whole lists (see
// wholeLists) are a pure function of those lists, the cabin, the date at the origin, the
// currency and the travellers: such priced searches are kept in a bounded LRU, with their sort
// orders and facets, and handed out as they are. With seats sold on some of its flights, the plan
// is priced afresh, but the itineraries without a seat sold keep their priced legs from that
// cache. Any other plan (the cutoff cut a list, or built by hand) is priced from scratch.
export function pricedSearch(
  inventory: FlightInventory,
  plan: SearchPlan,
  soldSeats: SoldSeats,
): PricedSearch {
  if (plan.wholeLists === null) return priceOffers(inventory, plan, soldSeats, null);
  let cache = pricedCaches.get(inventory);
  if (!cache) {
    cache = new LruCache(PRICED_CACHE_SIZE, { keepFromSecondUse: true });
    pricedCaches.set(inventory, cache);
  }
  const { cabin, currency, adults, children, infants } = plan.search;
  const key = `${plan.wholeLists}|${cabin}|${plan.today}|${currency}|${adults},${children},${infants}`;
  const unsoldPricing = () => priceOffers(inventory, plan, nothingSold, null);
  const anySold = (list: readonly Itinerary[]) =>
    list.some((itinerary) => itinerary.segments.some((flight) => soldSeats(flight) > 0));
  if (!anySold(plan.outbound) && (plan.inbound === null || !anySold(plan.inbound))) {
    return cache.getOrCreate(key, unsoldPricing);
  }
  // The unsold pricing only when it is cached or will be (a search asked for again).
  const unsold = cache.getOrCreateIfKept(key, unsoldPricing);
  return priceOffers(inventory, plan, soldSeats, unsold?.legs ?? null);
}

// Every offer of the search, unfiltered and unsorted; sold-out itineraries are left out.
export function priceFlightSearch(
  inventory: FlightInventory,
  plan: SearchPlan,
  soldSeats: SoldSeats,
): RankedOffer[] {
  return [...pricedSearch(inventory, plan, soldSeats).offers];
}

// `unsold`: the same plan priced with nothing sold, whose legs stand for those of itineraries
// without a seat sold on any of their flights (the same function of the same inputs).
function priceOffers(
  inventory: FlightInventory,
  plan: SearchPlan,
  soldSeats: SoldSeats,
  unsold: PricedLegs | null,
): PricedOffers {
  const { search } = plan;
  const context: PricingContext = {
    cabin: search.cabin,
    currency: search.currency,
    today: plan.today,
    travelers: { adults: search.adults, children: search.children, infants: search.infants },
    soldSeats,
  };
  const price = (
    itineraries: readonly Itinerary[],
    reuse: Map<Itinerary, PricedLeg | null> | undefined,
  ) => {
    const byItinerary = new Map<Itinerary, PricedLeg | null>();
    for (const itinerary of itineraries) {
      // undefined: not priced there; null: sold out there.
      const known = reuse?.get(itinerary);
      const reusable =
        known !== undefined && !itinerary.segments.some((flight) => soldSeats(flight) > 0);
      byItinerary.set(itinerary, reusable ? known : priceLeg(inventory, itinerary, context));
    }
    return byItinerary;
  };
  const legsOf = (byItinerary: Map<Itinerary, PricedLeg | null>) =>
    [...byItinerary.values()].filter((leg) => leg !== null);
  const outbound = price(plan.outbound, unsold?.outbound);
  const inbound = plan.inbound === null ? null : price(plan.inbound, unsold?.inbound ?? undefined);
  const oneWay = new Map<PricedLeg, RankedOffer>();
  const pairs = new Map<PricedLeg, Map<PricedLeg, RankedOffer>>();
  // The unsold pricing's offer on the same itineraries, if it made one.
  const unsoldOffer = (out: PricedLeg, back: PricedLeg | undefined) => {
    const outLeg = unsold?.outbound.get(out.itinerary);
    if (!unsold || !outLeg) return undefined;
    if (back === undefined) return { offer: unsold.oneWay.get(outLeg), same: outLeg === out };
    const backLeg = unsold.inbound?.get(back.itinerary);
    if (!backLeg) return undefined;
    return {
      offer: unsold.pairs.get(outLeg)?.get(backLeg),
      same: outLeg === out && backLeg === back,
    };
  };
  // The same legs (no seat sold on their flights) make the same offer; other legs on the same
  // itineraries a new one with the same id (it depends on the itineraries and the cabin only).
  const offerOf = (legs: [PricedLeg] | [PricedLeg, PricedLeg]) => {
    const [out, back] = legs;
    const earlier = unsoldOffer(out, back);
    const offer =
      earlier?.same && earlier.offer
        ? earlier.offer
        : rankOffer(inventory, legs, context, earlier?.offer?.id);
    if (back === undefined) {
      oneWay.set(out, offer);
    } else {
      let byBack = pairs.get(out);
      if (!byBack) {
        byBack = new Map();
        pairs.set(out, byBack);
      }
      byBack.set(back, offer);
    }
    return offer;
  };
  const offers =
    inbound === null
      ? legsOf(outbound).map((leg) => offerOf([leg]))
      : roundTrips(legsOf(outbound), legsOf(inbound)).map(offerOf);
  // Frozen, offers and list: a reused search hands them to every caller (build() makes a new
  // offer each time).
  return new PricedOffers(
    inventory,
    Object.freeze(offers.map((offer) => Object.freeze(offer))),
    { outbound, inbound, oneWay, pairs },
    search.currency,
  );
}

const legTotal = (leg: PricedLeg) =>
  leg.amounts.ADULT.base + leg.amounts.ADULT.fees.TAXES + leg.amounts.ADULT.fees.SUPPLIER;

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
