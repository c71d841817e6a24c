import { DRIVER_AGE, RENTAL_LIMITS } from '@server/modules/cars/constants.ts';

import { toLatinDigits } from '@/lib/checkout/latin-digits';
import { addDaysIso, isBefore } from '@/lib/iso-date';

import type { CarLocation } from '../api/car-types';

import { splitLocalTime, type CarSearch } from './car-search';
import { isOpenAt } from './opening-hours';

/*
 * The /cars search form: what it shows (from the URL, then filled in from the answer, which also
 * gives the server's defaults for what the URL left out) and its checks before a search.
 */

/** A branch as the form holds it: found by the location search, or only its code (a link). */
export type PlaceValue = CarLocation | { code: string };

export const isLocation = (place: PlaceValue | null): place is CarLocation =>
  place !== null && 'name' in place;

export interface CarSearchFormValues {
  pickup: PlaceValue | null;
  /** Returned to another branch (§9's downtown, marina, jumeirah…). */
  oneWay: boolean;
  dropoff: PlaceValue | null;
  pickupDate: string | null;
  pickupTime: string;
  returnDate: string | null;
  returnTime: string;
  /** As typed. */
  driverAge: string;
}

/** What a search's answer says it searched: the branches, times and driver. */
export interface ResolvedSearch {
  pickup: CarLocation;
  dropoff: CarLocation;
  pickupAt: string;
  returnAt: string;
  driverAge: number;
}

const DEFAULT_TIME = '10:00';

/**
 * The form for a search: the answer's values, else the URL's, else empty. A field of
 * `unreadable` (the link's value could not be read) is left empty rather than showing what the
 * server searched in its place.
 */
export function formValuesOf(
  asked: CarSearch,
  resolved: ResolvedSearch | null,
  unreadable: ReadonlySet<keyof SearchFormErrors> = new Set(),
): CarSearchFormValues {
  const code = (value: string | undefined) => (value ? { code: value } : null);
  if (resolved) {
    const pickup = splitLocalTime(resolved.pickupAt);
    const back = splitLocalTime(resolved.returnAt);
    const oneWay = resolved.dropoff.code !== resolved.pickup.code || unreadable.has('dropoff');
    return {
      pickup: unreadable.has('pickup') ? null : resolved.pickup,
      oneWay,
      dropoff: oneWay && !unreadable.has('dropoff') ? resolved.dropoff : null,
      pickupDate: unreadable.has('pickupDate') ? null : pickup.date,
      pickupTime: pickup.time,
      returnDate: unreadable.has('returnDate') ? null : back.date,
      returnTime: back.time,
      driverAge: unreadable.has('driverAge') ? '' : String(resolved.driverAge),
    };
  }
  const oneWay = Boolean(asked.dropoffLocation && asked.dropoffLocation !== asked.pickupLocation);
  return {
    pickup: code(asked.pickupLocation),
    oneWay,
    dropoff: oneWay ? code(asked.dropoffLocation) : null,
    pickupDate: asked.pickupDate ?? null,
    pickupTime: asked.pickupTime ?? DEFAULT_TIME,
    returnDate: asked.returnDate ?? null,
    returnTime: asked.returnTime ?? asked.pickupTime ?? DEFAULT_TIME,
    driverAge: unreadable.has('driverAge') ? '' : String(asked.driverAge ?? DRIVER_AGE.default),
  };
}

/** A key of search.errors for each field that stops the search (§5's rules, the server's). */
export type SearchFormErrors = Partial<
  Record<
    'pickup' | 'dropoff' | 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime' | 'driverAge',
    string
  >
>;

const minutesBetween = (from: string, to: string) =>
  (Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)) / 60_000;

export function searchFormErrors(values: CarSearchFormValues, today: string): SearchFormErrors {
  const errors: SearchFormErrors = {};
  if (!values.pickup) errors.pickup = 'pickupRequired';
  if (values.oneWay && !values.dropoff) errors.dropoff = 'dropoffRequired';
  else if (values.oneWay && values.dropoff && values.dropoff.code === values.pickup?.code) {
    errors.dropoff = 'dropoffSame';
  }
  const { pickupDate, returnDate } = values;
  if (!pickupDate) errors.pickupDate = 'dateRequired';
  else if (isBefore(pickupDate, today)) errors.pickupDate = 'pastDate';
  else if (isBefore(addDaysIso(today, RENTAL_LIMITS.daysAheadMax), pickupDate)) {
    errors.pickupDate = 'tooFar';
  }
  if (!returnDate) errors.returnDate = 'dateRequired';
  else if (pickupDate) {
    const minutes = minutesBetween(
      `${pickupDate}T${values.pickupTime}`,
      `${returnDate}T${values.returnTime}`,
    );
    if (minutes <= 0) errors.returnDate = 'order';
    else if (minutes > RENTAL_LIMITS.daysMax * 1440 + RENTAL_LIMITS.graceMinutes) {
      errors.returnDate = 'tooLong';
    }
  }
  if (
    isLocation(values.pickup) &&
    pickupDate &&
    !isOpenAt(values.pickup, pickupDate, values.pickupTime)
  ) {
    errors.pickupTime = 'closed';
  }
  const dropoff = values.oneWay ? values.dropoff : values.pickup;
  if (isLocation(dropoff) && returnDate && !isOpenAt(dropoff, returnDate, values.returnTime)) {
    errors.returnTime = 'closed';
  }
  const age = toLatinDigits(values.driverAge).trim();
  if (!/^\d{1,2}$/.test(age)) errors.driverAge = 'ageInvalid';
  else if (Number(age) < DRIVER_AGE.min) errors.driverAge = 'ageTooYoung';
  return errors;
}

/** The search a form asks for (check searchFormErrors first): every part written out. */
export function toCarSearch(values: CarSearchFormValues): CarSearch {
  const search: CarSearch = {
    pickupLocation: values.pickup?.code,
    pickupDate: values.pickupDate ?? undefined,
    pickupTime: values.pickupTime,
    returnDate: values.returnDate ?? undefined,
    returnTime: values.returnTime,
    driverAge: Number(toLatinDigits(values.driverAge).trim()),
  };
  if (values.oneWay && values.dropoff) search.dropoffLocation = values.dropoff.code;
  return search;
}
