import { freeCancellationUntilMs } from '../shared/free-cancellation.ts';
import {
  addDays,
  dayNumber,
  localDate,
  localDateTime,
  localToUtcMs,
  minutesOf,
  weekday,
} from '../shared/time.ts';
import { DRIVER_AGE, RENTAL_LIMITS } from './constants.ts';
import type { Branch } from './types.ts';

// A rental's times (README.md, "Rentals"): each end on its branch's clock and in UTC, the days
// billed, and the rules a search or an order must meet. A broken rule is a problem naming the
// request field at fault and a code the SPA can word (the HTTP layer makes it a 400).

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface RentalRequest {
  pickup: Branch;
  dropoff: Branch;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  driverAge: number;
}

export interface Rental extends RentalRequest {
  pickupMs: number;
  returnMs: number;
  // Rental days billed: 24 hours each from pickup.
  days: number;
  // Today at the pickup branch.
  today: string;
  // Free cancellation ends (UTC), and the same on the pickup branch's clock.
  freeUntilMs: number;
  freeUntilLocal: string;
}

export interface RentalProblem {
  code: string;
  field: string;
  detail: string;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// Up to RENTAL_LIMITS.graceMinutes late is not another day (which also covers a clock change).
export function billedDays(pickupMs: number, returnMs: number): number {
  const minutes = (returnMs - pickupMs) / MINUTE_MS - RENTAL_LIMITS.graceMinutes;
  return Math.max(1, Math.ceil(minutes / (DAY_MS / MINUTE_MS)));
}

// Whether the branch is open at a local time on a date ('closed': not that day at all).
export function hoursProblem(
  branch: Branch,
  date: string,
  time: string,
): 'closed' | 'hours' | null {
  const hours = branch.hours[weekday(date)];
  if (!hours) return 'closed';
  const minutes = minutesOf(time);
  return minutes >= hours.open && minutes <= hours.close ? null : 'hours';
}

function hoursText(branch: Branch, date: string): string {
  const hours = branch.hours[weekday(date)];
  return hours ? `${clock(hours.open)}–${clock(hours.close)}` : 'closed';
}

const problem = (code: string, field: string, detail: string): RentalProblem => ({
  code,
  field,
  detail: `${field}: ${detail}`,
});

function checkOpen(branch: Branch, date: string, time: string, fields: [string, string]) {
  const closed = hoursProblem(branch, date, time);
  if (closed === 'closed') {
    return problem('branch_closed', fields[0], `${branch.name} is closed on that day`);
  }
  if (closed === 'hours') {
    return problem(
      'branch_closed',
      fields[1],
      `${branch.name} is open ${hoursText(branch, date)} on that day (local time)`,
    );
  }
  return null;
}

// The rental, or the first rule it breaks (in the order a form is filled in).
export function planRental(request: RentalRequest, nowMs: number): Rental | RentalProblem {
  const { pickup, dropoff, pickupDate, pickupTime, returnDate, returnTime } = request;
  if (dropoff.city.countryCode !== pickup.city.countryCode) {
    return problem('one_way_abroad', 'dropoffLocation', 'must be in the same country as pickup');
  }
  const today = localDate(pickup.timeZone, nowMs);
  if (pickupDate < today) return problem('pickup_in_past', 'pickupDate', 'must not be in the past');
  if (pickupDate > addDays(today, RENTAL_LIMITS.daysAheadMax)) {
    return problem(
      'pickup_too_far',
      'pickupDate',
      `must be at most ${RENTAL_LIMITS.daysAheadMax} days ahead`,
    );
  }
  const pickupMs = localToUtcMs(pickup.timeZone, pickupDate, minutesOf(pickupTime));
  if (pickupMs < nowMs + RENTAL_LIMITS.leadMinutes * MINUTE_MS) {
    return problem(
      'pickup_in_past',
      'pickupTime',
      `must be at least ${RENTAL_LIMITS.leadMinutes} minutes from now (branch time)`,
    );
  }
  const closedAtPickup = checkOpen(pickup, pickupDate, pickupTime, ['pickupDate', 'pickupTime']);
  if (closedAtPickup) return closedAtPickup;
  const returnMs = localToUtcMs(dropoff.timeZone, returnDate, minutesOf(returnTime));
  if (returnMs < pickupMs + RENTAL_LIMITS.graceMinutes * MINUTE_MS) {
    return returnDate < pickupDate
      ? problem('return_before_pickup', 'returnDate', 'must not be before pickupDate')
      : problem(
          'return_before_pickup',
          returnDate === pickupDate ? 'returnTime' : 'returnDate',
          'must be at least an hour after pickup',
        );
  }
  const days = billedDays(pickupMs, returnMs);
  if (
    days > RENTAL_LIMITS.daysMax ||
    dayNumber(returnDate) - dayNumber(pickupDate) > RENTAL_LIMITS.daysMax
  ) {
    return problem(
      'rental_too_long',
      'returnDate',
      `must be at most ${RENTAL_LIMITS.daysMax} days after pickup`,
    );
  }
  const closedAtReturn = checkOpen(dropoff, returnDate, returnTime, ['returnDate', 'returnTime']);
  if (closedAtReturn) return closedAtReturn;
  if (request.driverAge < DRIVER_AGE.min) {
    return problem(
      'driver_too_young',
      'driverAge',
      `must be at least ${DRIVER_AGE.min} to rent a car`,
    );
  }
  const freeUntilMs = freeCancellationUntilMs(pickupMs);
  return {
    ...request,
    pickupMs,
    returnMs,
    days,
    today,
    freeUntilMs,
    freeUntilLocal: localDateTime(pickup.timeZone, freeUntilMs),
  };
}

export const isProblem = (planned: Rental | RentalProblem): planned is RentalProblem =>
  'code' in planned;

// The rental of an offer as it was planned, whatever the clock says now (an offer seen again
// after its pickup, a booking's times): the same fields without the checks on today.
export function rentalAt(request: RentalRequest, nowMs: number): Rental {
  const pickupMs = localToUtcMs(
    request.pickup.timeZone,
    request.pickupDate,
    minutesOf(request.pickupTime),
  );
  const returnMs = localToUtcMs(
    request.dropoff.timeZone,
    request.returnDate,
    minutesOf(request.returnTime),
  );
  const freeUntilMs = freeCancellationUntilMs(pickupMs);
  return {
    ...request,
    pickupMs,
    returnMs,
    days: billedDays(pickupMs, returnMs),
    today: localDate(request.pickup.timeZone, nowMs),
    freeUntilMs,
    freeUntilLocal: localDateTime(request.pickup.timeZone, freeUntilMs),
  };
}
