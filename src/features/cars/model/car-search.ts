import {
  CAR_SORTS,
  CAR_TYPES,
  DRIVER_AGE,
  RENTAL_LIMITS,
  SEATS_RANGE,
  TRANSMISSIONS,
  type CarSort,
  type CarType,
  type Transmission,
} from '@server/modules/cars/constants.ts';

import { addDaysIso, isBefore, isIsoDate } from '@/lib/iso-date';
import { readAmount } from '@/lib/url-amount';

import type { CarSearchQuery } from '../api/car-types';

/*
 * A car search as the /cars URL writes it, in the API's own parameter names, so a search can be
 * shared and survives a reload, and its request is the URL's query:
 *   ?pickupLocation=DXB&dropoffLocation=DXB-MA            branch codes (/api/cars/locations/)
 *   &pickupDate=2026-07-10&pickupTime=10:00&returnDate=2026-07-13&returnTime=10:00
 *   &driverAge=30
 *   &type=suv&type=van&transmission=automatic&seats=5&supplier=MR&supplier=SX
 *   &minPrice=50&maxPrice=200&freeCancellation=true&sort=price-desc
 * Every parameter may be left out, as the server's are: a bare /cars is the server's default
 * search (Dubai Airport, tomorrow for 3 days). A parameter that cannot be read is reported by
 * name and left out of the search, never replaced by another value.
 */

/** What the traveller asked for; what is left out, the server decides. */
export interface CarSearch {
  pickupLocation?: string;
  dropoffLocation?: string;
  pickupDate?: string;
  pickupTime?: string;
  returnDate?: string;
  returnTime?: string;
  driverAge?: number;
}

export interface CarFilters {
  types: CarType[];
  transmission: Transmission | null;
  /** At least this many seats. */
  seats: number | null;
  suppliers: string[];
  /** Per rental day, the §2 slider's range. */
  minPrice: number | null;
  maxPrice: number | null;
  freeCancellation: boolean;
}

export const NO_FILTERS: CarFilters = {
  types: [],
  transmission: null,
  seats: null,
  suppliers: [],
  minPrice: null,
  maxPrice: null,
  freeCancellation: false,
};

export const DEFAULT_SORT: CarSort = 'price';

/** A URL parameter that could not be read, and why (a key of linkProblems.<param>). */
export interface ParamProblem {
  param: string;
  problem: 'invalid' | 'order' | 'tooFar';
}

/** The last pickup day a search may ask for, from the traveller's today. */
export const lastPickup = (today: string) => addDaysIso(today, RENTAL_LIMITS.daysAheadMax);

/** The last return day for a pickup: a rental lasts at most RENTAL_LIMITS.daysMax days. */
export const lastReturn = (pickupDate: string) => addDaysIso(pickupDate, RENTAL_LIMITS.daysMax);

/** The search parameters a form field shows (the rest are filters and the sort). */
export const SEARCH_PARAMS = [
  'pickupLocation',
  'dropoffLocation',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'driverAge',
] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];

export interface ParsedCarUrl {
  search: CarSearch;
  filters: CarFilters;
  sort: CarSort;
  /** Empty when the whole URL could be read. */
  problems: ParamProblem[];
}

const BRANCH = /^[A-Za-z]{3}(-[A-Za-z]{2})?$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const SUPPLIER = /^[A-Za-z]{2}$/;
const WHOLE = /^\d{1,3}$/;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function parseSearch(params: URLSearchParams, today: string, problems: ParamProblem[]): CarSearch {
  const search: CarSearch = {};
  const bad = (param: string) => problems.push({ param, problem: 'invalid' });
  for (const param of ['pickupLocation', 'dropoffLocation'] as const) {
    const value = params.get(param);
    if (value === null || value === '') continue;
    if (BRANCH.test(value)) search[param] = value.toUpperCase();
    else bad(param);
  }
  for (const param of ['pickupDate', 'returnDate'] as const) {
    const value = params.get(param);
    if (value === null || value === '') continue;
    if (isIsoDate(value)) search[param] = value;
    else bad(param);
  }
  for (const param of ['pickupTime', 'returnTime'] as const) {
    const value = params.get(param);
    if (value === null || value === '') continue;
    if (CLOCK.test(value)) search[param] = value;
    else bad(param);
  }
  const age = params.get('driverAge');
  if (age !== null && age !== '') {
    if (WHOLE.test(age) && Number(age) >= 18 && Number(age) <= DRIVER_AGE.max) {
      search.driverAge = Number(age);
    } else bad('driverAge');
  }
  if (search.pickupDate && isBefore(lastPickup(today), search.pickupDate)) {
    problems.push({ param: 'pickupDate', problem: 'tooFar' });
    delete search.pickupDate;
  }
  if (search.pickupDate && search.returnDate && search.returnDate < search.pickupDate) {
    problems.push({ param: 'returnDate', problem: 'order' });
    delete search.returnDate;
  }
  return search;
}

function parseFilters(params: URLSearchParams, problems: ParamProblem[]): CarFilters {
  const bad = (param: string) => problems.push({ param, problem: 'invalid' });
  const types = params.getAll('type');
  const typesOk = types.every((type) => isOneOf(CAR_TYPES, type));
  if (!typesOk) bad('type');
  const transmission = params.get('transmission');
  const transmissionOk = transmission === null || isOneOf(TRANSMISSIONS, transmission);
  if (!transmissionOk) bad('transmission');
  const seatsText = params.get('seats');
  const seats = seatsText === null || seatsText === '' ? null : Number(seatsText);
  const seatsOk =
    seats === null ||
    (Number.isInteger(seats) && seats >= SEATS_RANGE.min && seats <= SEATS_RANGE.max);
  if (!seatsOk) bad('seats');
  const suppliers = params.getAll('supplier');
  const suppliersOk = suppliers.every((code) => SUPPLIER.test(code));
  if (!suppliersOk) bad('supplier');
  const free = params.get('freeCancellation');
  if (free !== null && free !== 'true' && free !== 'false') bad('freeCancellation');
  let minPrice = readAmount(params, 'minPrice', problems);
  let maxPrice = readAmount(params, 'maxPrice', problems);
  if (minPrice !== null && maxPrice !== null && maxPrice < minPrice) {
    problems.push({ param: 'maxPrice', problem: 'order' });
    minPrice = null;
    maxPrice = null;
  }
  return {
    types: typesOk ? ([...new Set(types)] as CarType[]) : [],
    transmission: transmissionOk && transmission !== null ? (transmission as Transmission) : null,
    seats: seatsOk ? seats : null,
    suppliers: suppliersOk ? [...new Set(suppliers.map((code) => code.toUpperCase()))] : [],
    minPrice,
    maxPrice,
    freeCancellation: free === 'true',
  };
}

/** Reads a /cars query: what it asks, and what could not be read; `today` the traveller's. */
export function parseCarUrl(params: URLSearchParams, today: string): ParsedCarUrl {
  const problems: ParamProblem[] = [];
  const search = parseSearch(params, today, problems);
  const filters = parseFilters(params, problems);
  const sortText = params.get('sort') ?? DEFAULT_SORT;
  const sort = CAR_SORTS.find((value) => value === sortText);
  if (!sort) problems.push({ param: 'sort', problem: 'invalid' });
  return { search, filters, sort: sort ?? DEFAULT_SORT, problems };
}

/** True when the URL asks for a search of its own (not only filters on the default one). */
export const hasSearch = (search: CarSearch) =>
  SEARCH_PARAMS.some((param) => search[param] !== undefined);

/** The API's query for a search, its filters and sort (every parameter as the URL writes it). */
export function toSearchQuery(
  search: CarSearch,
  filters: CarFilters = NO_FILTERS,
  sort: CarSort = DEFAULT_SORT,
): CarSearchQuery {
  // The search's parameters in the order a person reads them, then the filters.
  const query: CarSearchQuery = {};
  for (const param of SEARCH_PARAMS) {
    if (search[param] !== undefined) Object.assign(query, { [param]: search[param] });
  }
  if (filters.types.length) query.type = filters.types;
  if (filters.transmission) query.transmission = filters.transmission;
  if (filters.seats !== null) query.seats = filters.seats;
  if (filters.suppliers.length) query.supplier = filters.suppliers;
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  if (filters.freeCancellation) query.freeCancellation = true;
  if (sort !== DEFAULT_SORT) query.sort = sort;
  return query;
}

/** A query as URL parameters: lists repeated (?type=suv&type=van), in a stable order. */
export function queryParams(query: CarSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  return params;
}

/** The /cars query string of a search, its filters and sort. */
export const carUrlParams = (search: CarSearch, filters?: CarFilters, sort?: CarSort) =>
  queryParams(toSearchQuery(search, filters, sort));

/** The date and the time of a local time as the API writes it (2026-07-10T10:00:00). */
export const splitLocalTime = (at: string) => ({ date: at.slice(0, 10), time: at.slice(11, 16) });

/** The search an offer answers: its branches, times and driver (for "other cars" links). */
export function searchOfOffer(offer: {
  pickupLocation: string;
  dropoffLocation: string;
  pickupAt: string;
  returnAt: string;
  driverAge: number;
}): CarSearch {
  const pickup = splitLocalTime(offer.pickupAt);
  const back = splitLocalTime(offer.returnAt);
  return {
    pickupLocation: offer.pickupLocation,
    ...(offer.dropoffLocation !== offer.pickupLocation
      ? { dropoffLocation: offer.dropoffLocation }
      : {}),
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    returnDate: back.date,
    returnTime: back.time,
    driverAge: offer.driverAge,
  };
}
