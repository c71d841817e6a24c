import type { Database } from '../../db/client.ts';
import {
  DEFAULT_MAX_OFFERS,
  FLIGHT_PAGE_SIZE,
  MAX_DAYS_AHEAD,
  PASSENGER_LIMITS,
} from '../../inventory/flights/constants.ts';
import { DEFAULT_CURRENCY } from '../../inventory/shared/currencies.ts';
import type { FlightInventory } from '../../inventory/flights/inventory.ts';
import type { SoldSeats } from '../../inventory/flights/offers.ts';
import { filterOffers, type OfferFilters } from '../../inventory/flights/results.ts';
import {
  planFlightSearch,
  pricedSearch,
  todayAt,
  type FlightSearch,
} from '../../inventory/flights/search.ts';
import { formatMinorUnits } from '../../inventory/shared/money.ts';
import { addDays } from '../../inventory/shared/time.ts';
import { badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { FLEXIBLE_DATES, FLIGHT_SEARCH_PROBLEMS } from './constants.ts';
import type { SearchAnswer } from '../../plugins/search-answers.ts';
import { readFlightSales, soldSeatsKey } from './repository.ts';
import type {
  FlightDates,
  FlightDatesQuery,
  FlightOffersPage,
  FlightSearchQuery,
} from './schemas.ts';

export interface FlightDeps {
  db: Database;
  clock: Clock;
  inventory: FlightInventory;
}

const nothingSold = () => 0;

const invalid = (field: string, problem: string, code: string = 'invalid') =>
  badRequest(`${field}: ${problem}`, code, field);
const {
  unknownPlace,
  samePlace,
  dateInPast,
  dateTooFar,
  returnBeforeDeparture,
  tooManyTravellers,
} = FLIGHT_SEARCH_PROBLEMS;

// The dates priced are from…to; the query's own departure (and return) only give the route,
// party and the trip's length. A departure already past at the origin (a calendar opened on a
// browser whose day is behind the origin's) moves to the origin's today, keeping the length,
// instead of being refused.
function withBookableDeparture(
  inventory: FlightInventory,
  query: FlightDatesQuery,
  now: Date,
): FlightDatesQuery {
  const origin = query.originLocationCode.toUpperCase();
  // An unknown origin is named by toSearch.
  if (!inventory.airportsFor(origin)) return query;
  const today = todayAt(inventory, origin, now);
  if (query.departureDate >= today) return query;
  const { returnDate } = query;
  return {
    ...query,
    departureDate: today,
    ...(returnDate !== undefined && {
      returnDate: addDays(today, daysBetween(query.departureDate, returnDate)),
    }),
  };
}

const codes = (list: string | undefined) =>
  list === undefined ? undefined : list.toUpperCase().split(',');

// The rules the query schema cannot state; each broken one is a 400 naming its parameter.
function toSearch(inventory: FlightInventory, query: FlightSearchQuery, now: Date): FlightSearch {
  const origin = query.originLocationCode.toUpperCase();
  const destination = query.destinationLocationCode.toUpperCase();
  const origins = inventory.airportsFor(origin);
  const destinations = inventory.airportsFor(destination);
  if (!origins)
    throw invalid('originLocationCode', 'is not a known airport or city code', unknownPlace);
  if (!destinations)
    throw invalid('destinationLocationCode', 'is not a known airport or city code', unknownPlace);
  if (origins.some((airport) => destinations.includes(airport))) {
    throw invalid('destinationLocationCode', 'must differ from originLocationCode', samePlace);
  }
  const today = todayAt(inventory, origin, now);
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  if (query.departureDate < today)
    throw invalid('departureDate', 'must not be in the past', dateInPast);
  if (query.departureDate > lastDay) {
    throw invalid('departureDate', `must be at most ${MAX_DAYS_AHEAD} days ahead`, dateTooFar);
  }
  const returnDate = query.returnDate ?? null;
  if (returnDate !== null && returnDate < query.departureDate) {
    throw invalid('returnDate', 'must not be before departureDate', returnBeforeDeparture);
  }
  if (returnDate !== null && returnDate > lastDay) {
    throw invalid('returnDate', `must be at most ${MAX_DAYS_AHEAD} days ahead`, dateTooFar);
  }
  const children = query.children ?? 0;
  const infants = query.infants ?? 0;
  if (query.adults + children > PASSENGER_LIMITS.seatedMax) {
    throw invalid(
      'children',
      `adults and children together must be at most ${PASSENGER_LIMITS.seatedMax}`,
      tooManyTravellers,
    );
  }
  if (infants > query.adults) throw invalid('infants', 'must be at most one per adult');
  if (query.includedAirlineCodes !== undefined && query.excludedAirlineCodes !== undefined) {
    throw invalid('excludedAirlineCodes', 'cannot be combined with includedAirlineCodes');
  }
  if (
    query.min_price !== undefined &&
    query.max_price !== undefined &&
    query.min_price > query.max_price
  ) {
    throw invalid('min_price', 'must not be more than max_price');
  }
  return {
    origin,
    destination,
    departureDate: query.departureDate,
    returnDate,
    adults: query.adults,
    children,
    infants,
    cabin: query.travelClass ?? 'ECONOMY',
    currency: query.currencyCode ?? DEFAULT_CURRENCY,
    now,
  };
}

// Prices in the query are in the search's currency, as the offers are.
function toFilters(query: FlightSearchQuery): OfferFilters {
  const inCurrency = (amount: number | undefined) =>
    amount === undefined ? undefined : Math.round(amount * 100);
  const airlineSets = [codes(query.includedAirlineCodes), codes(query.airlines)].filter(
    (set) => set !== undefined,
  );
  return {
    airlineSets,
    excludedAirlines: codes(query.excludedAirlineCodes),
    nonStop: query.nonStop === true,
    stops: query.stops,
    baggage: query.baggage,
    maxPricePerTravelerMinor: inCurrency(query.maxPrice),
    minTotalMinor: inCurrency(query.min_price),
    maxTotalMinor: inCurrency(query.max_price),
  };
}

const soldSeatsOf = (sold: Map<string, number>): SoldSeats =>
  sold.size === 0 ? nothingSold : (flight) => sold.get(soldSeatsKey(flight)) ?? 0;

// Finds the flights (pure engine, cached per direction and date), reads the seats sold on them
// (one query, every search), prices the offers, then filters, caps and pages them in the sort
// order; facets are over the unfiltered offers. The answer names the sales it was made from.
export async function searchFlightOffers(
  deps: FlightDeps,
  query: FlightSearchQuery,
  requestUrl: string,
): Promise<SearchAnswer<FlightOffersPage>> {
  const search = toSearch(deps.inventory, query, deps.clock.now());
  const plan = planFlightSearch(deps.inventory, search);
  const { sold, read } = await readFlightSales(deps.db, plan.flights, search.cabin);
  const priced = pricedSearch(deps.inventory, plan, soldSeatsOf(sold));
  // Filtering keeps the order, so filtering the sorted offers sorts the filtered ones.
  const chosen = filterOffers(priced.sorted(query.sort_by ?? 'price'), toFilters(query)).slice(
    0,
    query.max ?? DEFAULT_MAX_OFFERS,
  );
  const page = pageRequest({
    page: query.page,
    page_size: query.page_size ?? FLIGHT_PAGE_SIZE.default,
  });
  const results = chosen.slice(page.offset, page.offset + page.limit).map((offer) => offer.build());
  return {
    answer: {
      ...toPage(requestUrl, page, { count: chosen.length, results }),
      facets: priced.facets(),
    },
    sales: read,
  };
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/**
 * The cheapest total of each departure date from `from` to `to`, for the search the query
 * describes (checked as a search is): each date is searched as the results page would search it
 * (a round trip keeps its length), with one read of the seats sold for all of them, and the
 * cheapest offer's total is the figure. Dates that cannot be booked (past, too far, nothing
 * flying) have none.
 */
export async function cheapestByDate(
  deps: FlightDeps,
  query: FlightDatesQuery,
): Promise<SearchAnswer<FlightDates>> {
  const now = deps.clock.now();
  const search = toSearch(deps.inventory, withBookableDeparture(deps.inventory, query, now), now);
  if (query.to < query.from) throw invalid('to', 'must not be before from');
  const count = daysBetween(query.from, query.to) + 1;
  if (count > FLEXIBLE_DATES.maxDates) {
    throw invalid('to', `must be at most ${FLEXIBLE_DATES.maxDates - 1} days after from`);
  }
  const today = todayAt(deps.inventory, search.origin, now);
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  const stay =
    search.returnDate === null ? null : daysBetween(search.departureDate, search.returnDate);
  const days = Array.from({ length: count }, (_, index) => {
    const departureDate = addDays(query.from, index);
    const returnDate = stay === null ? null : addDays(departureDate, stay);
    const bookable = departureDate >= today && (returnDate ?? departureDate) <= lastDay;
    return {
      departureDate,
      returnDate,
      plan: bookable
        ? planFlightSearch(deps.inventory, { ...search, departureDate, returnDate })
        : null,
    };
  });
  const { sold, read } = await readFlightSales(
    deps.db,
    days.flatMap((day) => day.plan?.flights ?? []),
    search.cabin,
  );
  const soldSeats = soldSeatsOf(sold);
  return {
    answer: {
      currency: search.currency,
      dates: days.map(({ departureDate, returnDate, plan }) => {
        const cheapest = plan && pricedSearch(deps.inventory, plan, soldSeats).sorted('price')[0];
        return {
          departureDate,
          returnDate,
          cheapest: cheapest ? formatMinorUnits(cheapest.grandTotalMinor) : null,
        };
      }),
    },
    sales: read,
  };
}
