import type { Database } from '../../db/client.ts';
import type { CarInventory } from '../../inventory/cars/inventory.ts';
import { quoteRental } from '../../inventory/cars/quotes.ts';
import { hoursProblem, isProblem, planRental, type Rental } from '../../inventory/cars/rental.ts';
import { facetsOf, matches, sortQuotes, type CarFilters } from '../../inventory/cars/results.ts';
import type { Branch } from '../../inventory/cars/types.ts';
import { DEFAULT_CURRENCY } from '../../inventory/shared/currencies.ts';
import { formatMinorUnits } from '../../inventory/shared/money.ts';
import { addDays, localDate } from '../../inventory/shared/time.ts';
import { badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { CAR_PAGE_SIZE, CAR_SEARCH_DEFAULTS, CAR_SEARCH_PROBLEMS } from './constants.ts';
import { chosenExtras, depositOf, driverAgeFrom, excessWith, rentalPrice } from './extras.ts';
import { acceptedQuote, detailOf, offerNotFound, quoteNow, resolveOffer } from './offers.ts';
import { findCarsOut } from './repository.ts';
import type {
  CarOfferDetail,
  CarPricing,
  CarPricingRequest,
  CarSearchFacets,
  CarSearchPage,
  CarSearchQuery,
} from './schemas.ts';
import { toCarLocation, toCarOffer, toCarSupplier } from './views.ts';

export interface CarDeps {
  db: Database;
  clock: Clock;
  inventory: CarInventory;
}

function branchOf(inventory: CarInventory, code: string, field: string): Branch {
  const branch = inventory.branches.get(code.toUpperCase());
  if (!branch) {
    throw badRequest(
      `${field}: is not a car rental location`,
      CAR_SEARCH_PROBLEMS.unknownLocation,
      field,
    );
  }
  return branch;
}

// The first day from `from` (at most a week on) when the branch is open at the time: what a
// date left out becomes, so the defaults never ask for a closed branch.
function firstOpenDay(branch: Branch, from: string, time: string): string {
  for (let days = 0; days < 7; days += 1) {
    const day = addDays(from, days);
    if (hoursProblem(branch, day, time) === null) return day;
  }
  return from;
}

// The rental a search asks for, with CAR_SEARCH_DEFAULTS for whatever is left out; each broken
// rule is a 400 naming its parameter.
export function rentalOf(deps: CarDeps, query: CarSearchQuery, nowMs: number): Rental {
  const pickup = branchOf(
    deps.inventory,
    query.pickupLocation ?? CAR_SEARCH_DEFAULTS.pickupLocation,
    'pickupLocation',
  );
  const dropoff = query.dropoffLocation
    ? branchOf(deps.inventory, query.dropoffLocation, 'dropoffLocation')
    : pickup;
  const pickupTime = query.pickupTime ?? CAR_SEARCH_DEFAULTS.pickupTime;
  const returnTime = query.returnTime ?? pickupTime;
  const today = localDate(pickup.timeZone, nowMs);
  const pickupDate =
    query.pickupDate ??
    firstOpenDay(pickup, addDays(today, CAR_SEARCH_DEFAULTS.daysAhead), pickupTime);
  const returnDate =
    query.returnDate ??
    firstOpenDay(dropoff, addDays(pickupDate, CAR_SEARCH_DEFAULTS.days), returnTime);
  const planned = planRental(
    {
      pickup,
      dropoff,
      pickupDate,
      pickupTime,
      returnDate,
      returnTime,
      driverAge: query.driverAge ?? CAR_SEARCH_DEFAULTS.driverAge,
    },
    nowMs,
  );
  if (isProblem(planned)) throw badRequest(planned.detail, planned.code, planned.field);
  return planned;
}

function filtersOf(query: CarSearchQuery): CarFilters {
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw badRequest('minPrice: must not be more than maxPrice', 'invalid', 'minPrice');
  }
  const minor = (amount: number | undefined) =>
    amount === undefined ? undefined : Math.round(amount * 100);
  return {
    types: query.type,
    transmission: query.transmission,
    seatsMin: query.seats,
    suppliers: query.supplier?.map((code) => code.toUpperCase()),
    fuels: query.fuel,
    classes: query.acriss,
    minPerDayMinor: minor(minPrice),
    maxPerDayMinor: minor(maxPrice),
    freeCancellation: query.freeCancellation,
  };
}

const moneyOrNull = (minor: number | undefined) =>
  minor === undefined ? null : formatMinorUnits(minor);

// Reads the cars rented from the pickup branch over the rental's days (one query), prices every
// car a driver of that age may rent there, then filters, sorts and pages them; the facets are
// over every car before the filters.
export async function searchCars(
  deps: CarDeps,
  query: CarSearchQuery,
  requestUrl: string,
): Promise<CarSearchPage> {
  const nowMs = deps.clock.now().getTime();
  const rental = rentalOf(deps, query, nowMs);
  const filters = filtersOf(query);
  const currency = query.currency ?? DEFAULT_CURRENCY;
  const sold = await findCarsOut(deps.db, rental.pickup.code, rental.pickupDate, rental.returnDate);
  const quotes = quoteRental(rental, deps.inventory.classes, sold, currency, nowMs);
  const counted = facetsOf(quotes);
  const shown = sortQuotes(
    quotes.filter((quote) => matches(quote, filters)),
    query.sort ?? 'price',
  );
  const page = pageRequest({
    page: query.page,
    page_size: query.page_size ?? CAR_PAGE_SIZE.default,
  });
  const results = shown
    .slice(page.offset, page.offset + page.limit)
    .map((quote) => toCarOffer(quote, currency));
  const facets: CarSearchFacets = {
    types: counted.types,
    transmissions: counted.transmissions,
    fuels: counted.fuels,
    seats: counted.seats,
    suppliers: counted.suppliers.map((entry) => ({
      ...toCarSupplier(entry.quote.supplier),
      count: entry.count,
      minPerDay: formatMinorUnits(entry.minPerDayMinor),
    })),
    freeCancellation: counted.freeCancellation,
    price: {
      currency,
      minPerDay: moneyOrNull(counted.perDayMinor?.min),
      maxPerDay: moneyOrNull(counted.perDayMinor?.max),
      minTotal: moneyOrNull(counted.totalMinor?.min),
      maxTotal: moneyOrNull(counted.totalMinor?.max),
    },
  };
  return {
    ...toPage(requestUrl, page, { count: shown.length, results }),
    pickup: toCarLocation(rental.pickup),
    dropoff: toCarLocation(rental.dropoff),
    pickupAt: `${rental.pickupDate}T${rental.pickupTime}:00`,
    returnAt: `${rental.returnDate}T${rental.returnTime}:00`,
    days: rental.days,
    driverAge: rental.driverAge,
    currency,
    facets,
  };
}

// GET /api/cars/offers/{id}/: the offer priced now, saying whether it can still be booked.
export async function findCarOffer(deps: CarDeps, id: string): Promise<CarOfferDetail> {
  const now = deps.clock.now();
  const offer = resolveOffer(deps.inventory, id, now.getTime());
  if (!offer) throw offerNotFound();
  const { quote } = await quoteNow({ ...deps, now }, offer);
  if (!quote) throw offerNotFound();
  return detailOf(quote, offer, now.getTime());
}

// POST /api/cars/offers/{id}/pricing/: the booking's price with the add-ons, at the driver's age
// when their date of birth is sent; 409 when the offer moved (see acceptedQuote).
export async function priceCarOffer(
  deps: CarDeps,
  id: string,
  request: CarPricingRequest,
): Promise<CarPricing> {
  const now = deps.clock.now();
  const quoted = resolveOffer(deps.inventory, id, now.getTime());
  if (!quoted) throw offerNotFound();
  const age = request.dateOfBirth
    ? driverAgeFrom(
        request.dateOfBirth,
        quoted.fields.pickupDate,
        quoted.carClass.minAge,
        'dateOfBirth',
      )
    : undefined;
  const offer = resolveOffer(deps.inventory, id, now.getTime(), age) ?? quoted;
  const quote = await acceptedQuote({ ...deps, now }, offer);
  const extras = chosenExtras(request.extras);
  const currency = offer.fields.currency;
  return {
    offer: detailOf(quote, offer, now.getTime()),
    extras,
    price: rentalPrice(quote, extras, currency),
    deposit: depositOf(quote, currency),
    excess: excessWith(quote, extras, currency),
  };
}
