import { freeCancellationUntilMs } from '../../../inventory/shared/free-cancellation.ts';
import { parseAmount } from '../../../inventory/shared/money.ts';
import type { CancellationTerms, TimedRecord } from '../../bookings/adapter.ts';

// Lines kept by a late cancellation: the fares themselves (bookings moved from the old table
// called them TICKETS) and the fees of changes made.
const FARE_LINES = new Set(['FARE', 'TICKETS', 'CHANGE_FEE']);

/** What a flight booking's cancellation reads: its start, its price and whether it was paid. */
export type FlightTermsInput = Pick<TimedRecord, 'startsAt' | 'startsLocal' | 'price' | 'status'>;

/**
 * What cancelling a flight booking at `now` would do: everything back until
 * FREE_CANCELLATION_HOURS before the first departure; after that, until it leaves, everything but
 * the fares and change fees; then nothing can be cancelled. A module of its own (no database, no inventory), so
 * the web app's test mocks apply the same rule instead of a copy of it.
 */
export function flightCancellationTerms(booking: FlightTermsInput, now: Date): CancellationTerms {
  const freeUntil = new Date(freeCancellationUntilMs(booking.startsAt.getTime()));
  const total = parseAmount(booking.price.total);
  const fares = booking.price.lines
    .filter((line) => FARE_LINES.has(line.code))
    .reduce((sum, line) => sum + parseAmount(line.amount), 0);
  const departed = now >= booking.startsAt;
  const free = now < freeUntil;
  // Nothing was paid yet for a booking waiting for its bank transfer.
  const paid = booking.status !== 'in-progress';
  return {
    allowed: !departed,
    refundMinor: departed || !paid ? 0 : free ? total : total - fares,
    paidMinor: paid ? total : 0,
    free: free && !departed,
    freeUntil,
    freeUntilLocal: localAtStart(booking, freeUntil),
    reason: departed ? 'started' : null,
  };
}

// A moment as the clock at the departure airport shows it, from the offset the booking's own
// start has there (a daylight-saving change in the day before departure would shift it by the
// hour it moves).
function localAtStart(booking: FlightTermsInput, moment: Date): string {
  const offsetMs = Date.parse(`${booking.startsLocal}Z`) - booking.startsAt.getTime();
  return new Date(moment.getTime() + offsetMs).toISOString().slice(0, 19);
}
