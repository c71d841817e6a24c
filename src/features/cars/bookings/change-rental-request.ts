import type { CarBookingDetails, CarChangeRequest, CarLocation } from '../api/car-types';
import { ageOn } from '../booking/booking-form';
import { splitLocalTime } from '../model/car-search';
import {
  searchFormErrors,
  type CarSearchFormValues,
  type SearchFormErrors,
} from '../model/search-form';

/**
 * A booked rental's change: new times (branch local, YYYY-MM-DD and HH:MM), where it is
 * returned, and the add-ons (the insurance stays as booked).
 */
export interface RentalChange {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  /** A branch code: the pickup's, or another of its city (one-way). */
  dropoff: string;
  extras: CarBookingDetails['extras'];
}

export function asBooked(details: CarBookingDetails): RentalChange {
  const pickup = splitLocalTime(details.pickupAt);
  const back = splitLocalTime(details.returnAt);
  return {
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    returnDate: back.date,
    returnTime: back.time,
    dropoff: details.dropoff.code,
    extras: details.extras,
  };
}

/**
 * The car search form's values for these times, so the search's own checks and fields serve:
 * the branches with their hours when known (`branches`), the driver's age on the pickup day.
 */
export function formValuesOfChange(
  details: CarBookingDetails,
  times: RentalChange,
  branches: readonly CarLocation[],
): CarSearchFormValues {
  const branch = (code: string) => branches.find((each) => each.code === code) ?? { code };
  const oneWay = times.dropoff !== details.pickup.code;
  return {
    pickup: branch(details.pickup.code),
    oneWay,
    dropoff: oneWay ? branch(times.dropoff) : null,
    pickupDate: times.pickupDate,
    pickupTime: times.pickupTime,
    returnDate: times.returnDate,
    returnTime: times.returnTime,
    driverAge: String(ageOn(details.driver.dateOfBirth, times.pickupDate)),
  };
}

/** What stops asking for these times (past, return before pickup, too long, closed), by field. */
export function rentalTimesErrors(values: CarSearchFormValues, today: string): SearchFormErrors {
  // The driver is the booked one: the server prices their age; the form does not ask it.
  const { driverAge: _age, ...errors } = searchFormErrors(values, today);
  return errors;
}

/**
 * The change for these times and add-ons: the car as booked, returned at `times.dropoff` (sent
 * only when it is not the pickup branch, as a search asks a one-way rental).
 */
export function changeBody(pickup: string, times: RentalChange, version: number): CarChangeRequest {
  const { pickupDate, pickupTime, returnDate, returnTime, dropoff, extras } = times;
  return {
    version,
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    ...(dropoff !== pickup ? { dropoffLocation: dropoff } : {}),
    extras,
  };
}
