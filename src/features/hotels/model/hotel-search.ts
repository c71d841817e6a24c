import {
  STAY_LIMITS,
  type BoardCode,
  type FacilityCode,
  type HotelSort,
  type PropertyType,
} from '@server/modules/hotels/constants.ts';

import { addDaysIso } from '@/lib/iso-date';

/*
 * A hotel search as the SPA holds it: where, when and which rooms, the filters, sort and layout of
 * its results, and what a link could not say (hotel-url.ts reads and writes the /hotels URL).
 */

export interface RoomGuests {
  adults: number;
  childAges: number[];
}

export type HotelPlace =
  | { kind: 'city'; code: string; name: string }
  | { kind: 'point'; latitude: number; longitude: number; radius: number };

export interface HotelSearch {
  place: HotelPlace;
  checkIn: string;
  checkOut: string;
  rooms: RoomGuests[];
}

export interface HotelFilters {
  stars: number[];
  minGuestRating: number | null;
  propertyTypes: PropertyType[];
  facilities: FacilityCode[];
  boards: BoardCode[];
  minRate: number | null;
  maxRate: number | null;
  freeCancellation: boolean;
}

export const NO_FILTERS: HotelFilters = {
  stars: [],
  minGuestRating: null,
  propertyTypes: [],
  facilities: [],
  boards: [],
  minRate: null,
  maxRate: null,
  freeCancellation: false,
};

export const DEFAULT_SORT: HotelSort = 'price';

/** How /hotels shows its results: cards in a grid or a list, or price pins on a map. */
export const RESULTS_VIEWS = ['grid', 'list', 'map'] as const;
export type ResultsView = (typeof RESULTS_VIEWS)[number];
export const DEFAULT_VIEW: ResultsView = 'grid';

/** A URL parameter that could not be read, and why (a key of linkProblems). */
export interface ParamProblem {
  param: string;
  problem:
    'missing' | 'invalid' | 'pastDate' | 'tooFar' | 'order' | 'tooLong' | 'tooMany' | 'range';
}

/** What a link's search says that could be read, whatever else could not. */
export interface ReadableSearch {
  place: HotelPlace | null;
  checkIn: string | null;
  checkOut: string | null;
  rooms: RoomGuests[] | null;
}

export type ParsedHotelUrl =
  | {
      ok: true;
      search: HotelSearch;
      filters: HotelFilters;
      sort: HotelSort;
      view: ResultsView;
      /** Filters, sort or layout that could not be read: left out of the results. */
      leftOut: ParamProblem[];
    }
  | { ok: false; problems: ParamProblem[]; readable: ReadableSearch };

/** The last check-in day a search may ask for, from the traveller's today (the 500 days). */
export const lastCheckIn = (today: string) => addDaysIso(today, STAY_LIMITS.daysAheadMax);

/** The last check-out day for a check-in: a stay is at most STAY_LIMITS.nightsMax nights. */
export const lastCheckOut = (checkIn: string) => addDaysIso(checkIn, STAY_LIMITS.nightsMax);

const isWhole = (text: string) => /^\d+$/.test(text);

/** A room written "2" or "2,5,8": adults, then the children's ages. */
export function parseRoom(text: string): RoomGuests | null {
  const parts = text.split(',');
  if (!parts.every(isWhole)) return null;
  const [adults, ...childAges] = parts.map(Number) as [number, ...number[]];
  const fits =
    adults >= STAY_LIMITS.adultsPerRoomMin &&
    adults <= STAY_LIMITS.adultsPerRoomMax &&
    childAges.length <= STAY_LIMITS.childrenPerRoomMax &&
    childAges.every((age) => age <= STAY_LIMITS.childAgeMax);
  return fits ? { adults, childAges } : null;
}

/** A room as a URL writes it: adults, then the children's ages ("2,5,8"). */
export const roomParam = (room: RoomGuests) => [room.adults, ...room.childAges].join(',');

/** The filters a hotel's page keeps from its results: they decide which of its rates count. */
export interface RateFilter {
  boards: BoardCode[];
  freeCancellation: boolean;
}

export const ANY_RATE: RateFilter = { boards: [], freeCancellation: false };

export interface HotelStay {
  checkIn: string;
  checkOut: string;
  rooms: RoomGuests[];
  rates?: RateFilter;
}

export type ParsedStay =
  { ok: true; stay: HotelStay } | { ok: false; problems: ParamProblem[]; readable: ReadableSearch };

/** How many nights a stay lasts. */
export const stayNights = (search: Pick<HotelSearch, 'checkIn' | 'checkOut'>) =>
  Math.round((Date.parse(search.checkOut) - Date.parse(search.checkIn)) / 86_400_000);

/** Guests of a search, in all. */
export const guestCount = (rooms: readonly RoomGuests[]) =>
  rooms.reduce(
    (sum, room) => ({
      adults: sum.adults + room.adults,
      children: sum.children + room.childAges.length,
    }),
    { adults: 0, children: 0 },
  );
