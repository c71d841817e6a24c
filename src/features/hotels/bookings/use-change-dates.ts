import type { Booking } from '@server/modules/bookings/schemas.ts';
import { useCallback, useRef, useState } from 'react';

import { apiErrorCode } from '@/api/error-message';
import { newIdempotencyKey } from '@/lib/checkout/idempotency-key';

import {
  useChangeHotelBookingMutation,
  useLazyHotelBookingQuery,
  useLazyHotelRatesQuery,
  useQuoteHotelChangeMutation,
} from '../api/hotels-api';
import type {
  HotelBooking,
  HotelBookingDetails,
  HotelChangeQuote,
  HotelChangeRequest,
} from '../api/hotel-types';

import { changeAvailability, changeRooms, type StayDates } from './change-dates-request';

/** Why a change failed, as a key of bookingChange.failures. */
export type ChangeFailure =
  | 'noRate'
  | 'booking_changed'
  | 'sold_out'
  | 'price_changed'
  | 'change_not_allowed'
  | 'already_cancelled'
  | 'other_hotel'
  | 'unknown';

const KNOWN: readonly string[] = [
  'booking_changed',
  'sold_out',
  'price_changed',
  'change_not_allowed',
  'already_cancelled',
  'other_hotel',
];

function failureOf(error: Parameters<typeof apiErrorCode>[0]): ChangeFailure {
  const code = apiErrorCode(error);
  if (code === 'unavailable') return 'sold_out';
  return code && KNOWN.includes(code) ? (code as ChangeFailure) : 'unknown';
}

export interface ChangeQuoted {
  dates: StayDates;
  quote: HotelChangeQuote;
  body: HotelChangeRequest;
}

/**
 * New dates for a booked stay: "See the new price" finds the same room, board and class at the
 * hotel for those dates and quotes the change (nothing changes); "Confirm change" makes it against
 * the version quoted, with one Idempotency-Key per body, so a retry never changes twice. A booking
 * that moved since the quote (booking_changed) or a new price is quoted again.
 */
export function useChangeDates(booking: Booking, onChanged: (booking: HotelBooking) => void) {
  const details = booking.details as HotelBookingDetails;
  const [findRates] = useLazyHotelRatesQuery();
  const [readBooking] = useLazyHotelBookingQuery();
  const [quoteChange] = useQuoteHotelChangeMutation();
  const [makeChange] = useChangeHotelBookingMutation();
  const [quoted, setQuoted] = useState<ChangeQuoted | null>(null);
  const [busy, setBusy] = useState<'quoting' | 'changing' | null>(null);
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const quote = useCallback(
    async (dates: StayDates, version: number, keepFailure = false) => {
      setBusy('quoting');
      if (!keepFailure) setFailure(null);
      setQuoted(null);
      const rates = await findRates(changeAvailability(details, dates));
      const rooms = rates.data ? changeRooms(details, rates.data) : null;
      if (!rooms) {
        setFailure(rates.error ? 'unknown' : 'noRate');
        setBusy(null);
        return;
      }
      const body = { version, rooms };
      const answer = await quoteChange({ reference: booking.reference, body });
      if (answer.data) setQuoted({ dates, quote: answer.data, body });
      else setFailure(failureOf(answer.error));
      setBusy(null);
    },
    [booking.reference, details, findRates, quoteChange],
  );

  const seeNewPrice = useCallback(
    (dates: StayDates) => quote(dates, booking.version),
    [quote, booking.version],
  );

  const confirm = useCallback(async () => {
    if (!quoted) return;
    const body = { ...quoted.body, version: quoted.quote.version };
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { key: newIdempotencyKey(), body: serialised };
    }
    setBusy('changing');
    setFailure(null);
    const answer = await makeChange({
      reference: booking.reference,
      body,
      idempotencyKey: attempt.current.key,
    });
    setBusy(null);
    if (answer.data) {
      attempt.current = null;
      onChanged(answer.data);
      return;
    }
    const why = failureOf(answer.error);
    setFailure(why);
    // The booking moved (or the price did) since the quote: the traveller sees it priced again.
    if (why === 'booking_changed') {
      const now = await readBooking(booking.reference);
      if (now.data) await quote(quoted.dates, now.data.version, true);
    } else if (why === 'price_changed') {
      await quote(quoted.dates, quoted.quote.version, true);
    } else if (why !== 'unknown') {
      setQuoted(null);
    }
  }, [quoted, booking.reference, makeChange, onChanged, quote, readBooking]);

  const reset = useCallback(() => {
    setQuoted(null);
    setFailure(null);
  }, []);

  return { quoted, busy, failure, seeNewPrice, confirm, reset };
}
