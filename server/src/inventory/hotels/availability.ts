import { formatMinorUnits } from '../shared/money.ts';
import type { CurrencyCode } from '../shared/currencies.ts';
import {
  BOARD_CODES,
  GUEST_RATING_STEPS,
  PROPERTY_TYPES,
  STAR_CATEGORIES,
  type BoardCode,
  type HotelSort,
  type PropertyType,
} from './constants.ts';
import { FACILITY_CODES, type FacilityCode } from './facilities.ts';
import { cheapestOptions, hotelOffer, type OfferRequest } from './offers.ts';
import type { SoldRooms } from './allotment.ts';
import {
  cancelsFree,
  nightCount,
  priceHotelStay,
  type HotelStay,
  type RateOption,
  type StayRequest,
} from './stay.ts';
import type { Hotel, HotelOffer } from './types.ts';

// Availability (README.md, "Search"): the hotels near the place asked, each priced for the stay
// and party from what is left of its allotments; then the filters, the sort order and the
// facets. Full Hotelbeds answers are built only for the page returned.

export interface HotelCandidate {
  hotel: Hotel;
  // From the point searched (a city's centre, or the traveller's point).
  distanceKm: number;
}

export interface HotelFilters {
  // The total for the stay, in minor units of the currency.
  minTotalMinor?: number;
  maxTotalMinor?: number;
  stars?: readonly number[];
  minGuestRating?: number;
  propertyTypes?: readonly PropertyType[];
  // Every one of these.
  facilities?: readonly FacilityCode[];
  // Any of these boards.
  boards?: readonly BoardCode[];
  freeCancellation?: boolean;
}

export interface CountFacet<Value> {
  value: Value;
  count: number;
}

export interface AvailabilityFacets {
  stars: CountFacet<number>[];
  propertyTypes: CountFacet<PropertyType>[];
  facilities: CountFacet<FacilityCode>[];
  boards: CountFacet<BoardCode>[];
  guestRating: CountFacet<number>[];
  freeCancellation: number;
  price: {
    currency: CurrencyCode;
    min: string | null;
    max: string | null;
    minPerNight: string | null;
    maxPerNight: string | null;
  };
}

export interface PricedHotel {
  stay: HotelStay;
  distanceKm: number;
  // The cheapest total the rate filters allow.
  totalMinor: number;
}

// A hotel as priced for the place: its cheapest total with no filter, and what the facets count
// of it, worked out once with its rates: the boards every group of rooms can have, and whether
// every group has a refundable rate (free to cancel while the stay's deadline is ahead).
export interface PricedCandidate extends PricedHotel {
  boards: readonly BoardCode[];
  refundable: boolean;
}

// Every candidate with rooms for the party, priced: a function of the candidates, the stay
// request and the rooms sold, whatever the time of day.
interface PricedCandidates {
  available: readonly PricedCandidate[];
}

export interface Availability {
  // Filtered and in the sort order.
  hotels: PricedHotel[];
  // Over every hotel with a rate for the party, before the filters.
  facets: AvailabilityFacets;
  build(hotel: PricedHotel): HotelOffer;
}

const totalOf = (options: readonly RateOption[]) =>
  options.reduce((sum, option) => sum + option.price.totalMinor, 0);

const anyRate = () => true;

// The rates the filters allow; null when they allow every rate.
function rateFilter(
  filters: HotelFilters,
  nowMs: number,
): ((option: RateOption) => boolean) | null {
  const boards = filters.boards && filters.boards.length > 0 ? new Set(filters.boards) : null;
  const free = filters.freeCancellation === true;
  if (!boards && !free) return null;
  return (option) => (!boards || boards.has(option.board)) && (!free || cancelsFree(option, nowMs));
}

// The hotels the filters allow; null when they allow every hotel.
function hotelFilter(filters: HotelFilters): ((hotel: Hotel) => boolean) | null {
  const stars = filters.stars && filters.stars.length > 0 ? new Set(filters.stars) : null;
  const types =
    filters.propertyTypes && filters.propertyTypes.length > 0
      ? new Set(filters.propertyTypes)
      : null;
  const facilities = filters.facilities ?? [];
  const minGuest = filters.minGuestRating ?? 0;
  if (!stars && !types && facilities.length === 0 && minGuest <= 0) return null;
  return (hotel) =>
    (!stars || stars.has(hotel.stars)) &&
    (!types || types.has(hotel.propertyType)) &&
    hotel.guestScore >= minGuest &&
    facilities.every((facility) => hotel.facilities.includes(facility));
}

const COMPARE: Record<HotelSort, (a: PricedHotel, b: PricedHotel) => number> = {
  price: (a, b) => a.totalMinor - b.totalMinor,
  stars: (a, b) => b.stay.hotel.stars - a.stay.hotel.stars || a.totalMinor - b.totalMinor,
  guestRating: (a, b) =>
    b.stay.hotel.guestScore - a.stay.hotel.guestScore || a.totalMinor - b.totalMinor,
  distance: (a, b) => a.distanceKm - b.distanceKm || a.totalMinor - b.totalMinor,
};

// A facet's counts, one per value of its list (a plain object: the values are few and known).
function tally<Value extends string | number>(values: readonly Value[]): Record<Value, number> {
  const counts = {} as Record<Value, number>;
  for (const value of values) counts[value] = 0;
  return counts;
}

const listed = <Value extends string | number>(
  values: readonly Value[],
  counts: Record<Value, number>,
): CountFacet<Value>[] => values.map((value) => ({ value, count: counts[value] }));

function facetsOf(
  available: readonly PricedCandidate[],
  request: OfferRequest,
): AvailabilityFacets {
  const { currency, nowMs } = request;
  const nights = nightCount(request.checkIn, request.checkOut);
  const stars = tally(STAR_CATEGORIES);
  const types = tally(PROPERTY_TYPES);
  const facilities = tally(FACILITY_CODES);
  const boards = tally(BOARD_CODES);
  const guestRating = GUEST_RATING_STEPS.map(() => 0);
  let freeCancellation = 0;
  let min = Infinity;
  let max = -Infinity;
  let minPerNight = Infinity;
  let maxPerNight = -Infinity;
  for (const { stay, totalMinor, boards: hotelBoards, refundable } of available) {
    const { hotel } = stay;
    stars[hotel.stars] += 1;
    types[hotel.propertyType] += 1;
    for (const facility of hotel.facilities) facilities[facility] += 1;
    for (const board of hotelBoards) boards[board] += 1;
    GUEST_RATING_STEPS.forEach((step, index) => {
      if (hotel.guestScore >= step) guestRating[index] = (guestRating[index] ?? 0) + 1;
    });
    if (refundable && stay.deadlineMs > nowMs) freeCancellation += 1;
    min = Math.min(min, totalMinor);
    max = Math.max(max, totalMinor);
    minPerNight = Math.min(minPerNight, Math.round(totalMinor / nights));
    maxPerNight = Math.max(maxPerNight, Math.round(totalMinor / nights));
  }
  const money = (minor: number) => (Number.isFinite(minor) ? formatMinorUnits(minor) : null);
  return {
    stars: listed(STAR_CATEGORIES, stars),
    propertyTypes: listed(PROPERTY_TYPES, types),
    facilities: listed(FACILITY_CODES, facilities),
    boards: listed(BOARD_CODES, boards),
    guestRating: GUEST_RATING_STEPS.map((step, index) => ({
      value: step,
      count: guestRating[index] ?? 0,
    })),
    freeCancellation,
    price: {
      currency,
      min: money(min),
      max: money(max),
      minPerNight: money(minPerNight),
      maxPerNight: money(maxPerNight),
    },
  };
}

function priceCandidates(
  candidates: readonly HotelCandidate[],
  request: StayRequest,
  sold: SoldRooms,
): PricedCandidates {
  const available: PricedCandidate[] = [];
  for (const { hotel, distanceKm } of candidates) {
    const stay = priceHotelStay(hotel, request, sold);
    if (!stay) continue;
    const cheapest = stay.options.map((list) => list[0] as RateOption);
    const inEveryGroup = (test: (option: RateOption) => boolean) =>
      stay.options.every((list) => list.some(test));
    available.push({
      stay,
      distanceKm,
      totalMinor: totalOf(cheapest),
      boards: hotel.boards.filter((board) => inEveryGroup((option) => option.board === board)),
      refundable: inEveryGroup((option) => option.rateClass === 'NOR'),
    });
  }
  return { available };
}

// The filters, the sort order and the facets over priced candidates, at the moment asked.
function selectAvailability(
  priced: PricedCandidates,
  request: OfferRequest,
  filters: HotelFilters,
  sort: HotelSort,
): Availability {
  const allowedRate = rateFilter(filters, request.nowMs);
  const allowedHotel = hotelFilter(filters);
  const { minTotalMinor, maxTotalMinor } = filters;
  const hotels: PricedHotel[] = [];
  for (const candidate of priced.available) {
    if (allowedHotel && !allowedHotel(candidate.stay.hotel)) continue;
    let totalMinor = candidate.totalMinor;
    if (allowedRate) {
      const chosen = cheapestOptions(candidate.stay, allowedRate);
      if (!chosen) continue;
      totalMinor = totalOf(chosen);
    }
    if (minTotalMinor !== undefined && totalMinor < minTotalMinor) continue;
    if (maxTotalMinor !== undefined && totalMinor > maxTotalMinor) continue;
    hotels.push({ stay: candidate.stay, distanceKm: candidate.distanceKm, totalMinor });
  }
  const compare = COMPARE[sort];
  hotels.sort((a, b) => compare(a, b) || a.stay.hotel.code - b.stay.hotel.code);
  return {
    hotels,
    facets: facetsOf(priced.available, request),
    build: (hotel) =>
      hotelOffer(hotel.stay, hotel.distanceKm, request, allowedRate ?? anyRate) as HotelOffer,
  };
}

// A search: the candidates priced for the stay and party with the rooms sold, then filtered,
// sorted and counted for the facets at the moment asked.
export function searchAvailability(
  candidates: readonly HotelCandidate[],
  request: StayRequest & OfferRequest,
  sold: SoldRooms,
  filters: HotelFilters,
  sort: HotelSort,
): Availability {
  return selectAvailability(priceCandidates(candidates, request, sold), request, filters, sort);
}
