import {
  BOARD_CODES,
  FACILITY_CODES,
  GUEST_SCORE_MAX,
  HOTEL_SORTS,
  PROPERTY_TYPES,
  RADIUS_KM,
  STAY_LIMITS,
  type HotelSort,
} from '@server/modules/hotels/constants.ts';

import { addDaysIso, isBefore, isIsoDate, todayIso } from '@/lib/iso-date';
import { readAmount } from '@/lib/url-amount';

import {
  DEFAULT_SORT,
  DEFAULT_VIEW,
  NO_FILTERS,
  RESULTS_VIEWS,
  lastCheckIn,
  lastCheckOut,
  parseRoom,
  roomParam,
  type HotelFilters,
  type HotelPlace,
  type HotelSearch,
  type HotelStay,
  type ParamProblem,
  type ParsedHotelUrl,
  type ParsedStay,
  type ResultsView,
  type RoomGuests,
} from './hotel-search';

/*
 * A hotel search as the /hotels URL writes it, so a search can be shared
 * and survives a reload:
 *   ?destination=PAR&city=Paris            a city (code from /api/locations/search/?subType=CITY)
 *   ?lat=25.2048&lng=55.2708&radius=10     or a point and a radius (km)
 *   &checkIn=2026-07-10&checkOut=2026-07-13
 *   &room=2&room=2,5,8                     one per room: adults, then each child's age
 *   &stars=4,5&rating=4&type=hotel&facility=wifi,pool&board=BB&minPrice=100&maxPrice=900
 *   &freeCancellation=true&sort=price
 *   &view=list                             grid (the default), list or map
 * A parameter that cannot be read is reported by name, never replaced by a default: a broken
 * place, date or rooms stops the search (the form shows what could be read, and says what to
 * fix beside each field); a broken filter, sort or layout is left out of the results, saying so.
 */

const list = (value: string | null) =>
  value === null || value === '' ? [] : value.split(',').map((item) => item.trim());

function parsePlace(params: URLSearchParams, problems: ParamProblem[]): HotelPlace | null {
  const destination = params.get('destination');
  if (destination !== null) {
    if (!/^[A-Za-z]{3}$/.test(destination)) {
      problems.push({ param: 'destination', problem: 'invalid' });
      return null;
    }
    const code = destination.toUpperCase();
    return { kind: 'city', code, name: params.get('city')?.trim() || code };
  }
  if (params.has('lat') || params.has('lng')) {
    const latitude = Number(params.get('lat'));
    const longitude = Number(params.get('lng'));
    const radiusText = params.get('radius');
    const radius = radiusText === null ? RADIUS_KM.default : Number(radiusText);
    const bad = (param: string) => problems.push({ param, problem: 'invalid' });
    if (!params.get('lat') || !Number.isFinite(latitude) || Math.abs(latitude) > 90) bad('lat');
    if (!params.get('lng') || !Number.isFinite(longitude) || Math.abs(longitude) > 180) bad('lng');
    if (!Number.isFinite(radius) || radius < RADIUS_KM.min || radius > RADIUS_KM.max) {
      problems.push({ param: 'radius', problem: 'range' });
    }
    return problems.length ? null : { kind: 'point', latitude, longitude, radius };
  }
  problems.push({ param: 'destination', problem: 'missing' });
  return null;
}

// Each date is kept when it can be read and fits, whatever the other one says.
function parseDates(params: URLSearchParams, today: string, problems: ParamProblem[]) {
  const read = (param: 'checkIn' | 'checkOut') => {
    const value = params.get(param);
    if (value === null || value === '') problems.push({ param, problem: 'missing' });
    else if (!isIsoDate(value)) problems.push({ param, problem: 'invalid' });
    else return value;
    return null;
  };
  let checkIn = read('checkIn');
  let checkOut = read('checkOut');
  if (checkIn && isBefore(checkIn, today)) {
    problems.push({ param: 'checkIn', problem: 'pastDate' });
    checkIn = null;
  } else if (checkIn && isBefore(lastCheckIn(today), checkIn)) {
    problems.push({ param: 'checkIn', problem: 'tooFar' });
    checkIn = null;
  }
  if (checkIn && checkOut && !isBefore(checkIn, checkOut)) {
    problems.push({ param: 'checkOut', problem: 'order' });
    checkOut = null;
  } else if (checkIn && checkOut && isBefore(lastCheckOut(checkIn), checkOut)) {
    problems.push({ param: 'checkOut', problem: 'tooLong' });
    checkOut = null;
  }
  return { checkIn, checkOut };
}

function parseRooms(params: URLSearchParams, problems: ParamProblem[]): RoomGuests[] | null {
  const written = params.getAll('room');
  if (written.length === 0) {
    problems.push({ param: 'room', problem: 'missing' });
    return null;
  }
  if (written.length > STAY_LIMITS.roomsMax) {
    problems.push({ param: 'room', problem: 'tooMany' });
    return null;
  }
  const rooms = written.map(parseRoom);
  if (rooms.some((room) => room === null)) {
    problems.push({ param: 'room', problem: 'invalid' });
    return null;
  }
  return rooms as RoomGuests[];
}

function parseChoices<T extends string>(
  params: URLSearchParams,
  param: string,
  allowed: readonly T[],
  problems: ParamProblem[],
): T[] {
  const values = list(params.get(param));
  if (values.every((value) => (allowed as readonly string[]).includes(value))) return values as T[];
  problems.push({ param, problem: 'invalid' });
  return [];
}

function parseFilters(params: URLSearchParams, problems: ParamProblem[]): HotelFilters {
  const stars = list(params.get('stars'));
  const starsOk = stars.every((star) => /^[1-5]$/.test(star));
  if (!starsOk) problems.push({ param: 'stars', problem: 'invalid' });
  const rating = params.get('rating');
  const score = rating === null || rating === '' ? null : Number(rating);
  const scoreOk =
    score === null || (Number.isFinite(score) && score >= 0 && score <= GUEST_SCORE_MAX);
  if (!scoreOk) problems.push({ param: 'rating', problem: 'invalid' });
  const freeCancellation = params.get('freeCancellation');
  if (freeCancellation !== null && !['true', 'false'].includes(freeCancellation)) {
    problems.push({ param: 'freeCancellation', problem: 'invalid' });
  }
  let minRate = readAmount(params, 'minPrice', problems);
  let maxRate = readAmount(params, 'maxPrice', problems);
  if (minRate !== null && maxRate !== null && maxRate < minRate) {
    problems.push({ param: 'maxPrice', problem: 'order' });
    minRate = null;
    maxRate = null;
  }
  return {
    stars: starsOk ? [...new Set(stars.map(Number))].sort() : [],
    minGuestRating: scoreOk ? score : null,
    propertyTypes: parseChoices(params, 'type', PROPERTY_TYPES, problems),
    facilities: parseChoices(params, 'facility', FACILITY_CODES, problems),
    boards: parseChoices(params, 'board', BOARD_CODES, problems),
    minRate,
    maxRate,
    freeCancellation: freeCancellation === 'true',
  };
}

/** The stay of a /hotel-details query (dates and rooms), when the query has one. */
export function parseStay(params: URLSearchParams, today: string): ParsedStay | null {
  if (!params.has('checkIn') && !params.has('checkOut') && !params.has('room')) return null;
  const problems: ParamProblem[] = [];
  const { checkIn, checkOut } = parseDates(params, today, problems);
  const rooms = parseRooms(params, problems);
  const { boards, freeCancellation } = parseFilters(params, problems);
  return checkIn && checkOut && rooms && !problems.length
    ? { ok: true, stay: { checkIn, checkOut, rooms, rates: { boards, freeCancellation } } }
    : { ok: false, problems, readable: { place: null, checkIn, checkOut, rooms } };
}

/** A stay's query string (and the rate filters it keeps), for a hotel's page. */
export function stayUrlParams(stay: HotelStay): URLSearchParams {
  const params = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  for (const room of stay.rooms) params.append('room', roomParam(room));
  if (stay.rates?.boards.length) params.set('board', stay.rates.boards.join(','));
  if (stay.rates?.freeCancellation) params.set('freeCancellation', 'true');
  return params;
}

// The parameters of the search itself: one that cannot be read stops the search.
const SEARCH_PARAMS = new Set([
  'destination',
  'lat',
  'lng',
  'radius',
  'checkIn',
  'checkOut',
  'room',
]);

/** Reads a /hotels query; `today` is the traveller's YYYY-MM-DD. */
export function parseHotelUrl(params: URLSearchParams, today: string): ParsedHotelUrl {
  const problems: ParamProblem[] = [];
  const place = parsePlace(params, problems);
  const { checkIn, checkOut } = parseDates(params, today, problems);
  const rooms = parseRooms(params, problems);
  const filters = parseFilters(params, problems);
  const sortText = params.get('sort') ?? DEFAULT_SORT;
  const sort = HOTEL_SORTS.find((value) => value === sortText);
  if (!sort) problems.push({ param: 'sort', problem: 'invalid' });
  const viewText = params.get('view') ?? DEFAULT_VIEW;
  const view = RESULTS_VIEWS.find((value) => value === viewText);
  if (!view) problems.push({ param: 'view', problem: 'invalid' });
  if (
    !place ||
    !checkIn ||
    !checkOut ||
    !rooms ||
    problems.some((problem) => SEARCH_PARAMS.has(problem.param))
  ) {
    return { ok: false, problems, readable: { place, checkIn, checkOut, rooms } };
  }
  return {
    ok: true,
    search: { place, checkIn, checkOut, rooms },
    filters,
    sort: sort ?? DEFAULT_SORT,
    view: view ?? DEFAULT_VIEW,
    leftOut: problems,
  };
}

/** A bare /hotels (the home page's deals link there): two nights in Dubai from tomorrow. */
function defaultSearch(): HotelSearch {
  const checkIn = addDaysIso(todayIso(), 1);
  return {
    place: { kind: 'city', code: 'DXB', name: 'Dubai' },
    checkIn,
    checkOut: addDaysIso(checkIn, 2),
    rooms: [{ adults: 2, childAges: [] }],
  };
}

/** The search a /hotels URL shows: its own, or the default search when it has none. */
export function shownHotelParams(params: URLSearchParams): URLSearchParams {
  return params.size === 0 ? hotelUrlParams(defaultSearch()) : params;
}

/** The query string of a search (and its filters, sort and view, when not the defaults). */
export function hotelUrlParams(
  search: HotelSearch,
  filters: HotelFilters = NO_FILTERS,
  sort: HotelSort = DEFAULT_SORT,
  view: ResultsView = DEFAULT_VIEW,
): URLSearchParams {
  const params = new URLSearchParams();
  const { place } = search;
  if (place.kind === 'city') {
    params.set('destination', place.code);
    params.set('city', place.name);
  } else {
    params.set('lat', String(place.latitude));
    params.set('lng', String(place.longitude));
    params.set('radius', String(place.radius));
  }
  params.set('checkIn', search.checkIn);
  params.set('checkOut', search.checkOut);
  for (const room of search.rooms) params.append('room', roomParam(room));
  if (filters.stars.length) params.set('stars', filters.stars.join(','));
  if (filters.minGuestRating !== null) params.set('rating', String(filters.minGuestRating));
  if (filters.propertyTypes.length) params.set('type', filters.propertyTypes.join(','));
  if (filters.facilities.length) params.set('facility', filters.facilities.join(','));
  if (filters.boards.length) params.set('board', filters.boards.join(','));
  if (filters.minRate !== null) params.set('minPrice', String(filters.minRate));
  if (filters.maxRate !== null) params.set('maxPrice', String(filters.maxRate));
  if (filters.freeCancellation) params.set('freeCancellation', 'true');
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (view !== DEFAULT_VIEW) params.set('view', view);
  return params;
}
