import { useCallback, useRef, useState } from 'react';

import { apiErrorCode } from '@/api/error-message';
import { newIdempotencyKey } from '@/lib/checkout/idempotency-key';

import type { ApiError } from '../use-failure-text';

import {
  useChangeBookingMutation,
  useLazyBookingNowQuery,
  useQuoteBookingChangeMutation,
} from './change-api';
import { useGuestChangeAccess } from './guest-change-access';

/** What every change quote carries: the version it was priced on (KindChangeQuoteSchema). */
interface Versioned {
  version: number;
}

/**
 * Why a change failed: a code the server or the kind gave (a key of the kind's failure words or
 * of checkout's change.failures), or 'unknown'.
 */
export type ChangeFailure = string;

/** The codes every kind's change may answer (server modules/bookings/change.ts). */
export const CORE_CHANGE_FAILURES = [
  'booking_changed',
  'price_changed',
  'change_not_allowed',
  'already_cancelled',
] as const;

export interface BookingChangeOptions<Input, Body extends Versioned, Changed> {
  reference: string;
  /** The kind's bookings on the API, with a trailing slash: 'api/hotelbeds/booking/'. */
  path: string;
  /** The booking's version as listed: the first quote is asked on it. */
  version: number;
  /**
   * The kind's request for what the traveller picked (`input`) at `version`: the body, or the
   * kind's own failure key when it cannot ask (no such car or room on those dates).
   */
  request: (input: Input, version: number) => Promise<{ body: Body } | { failure: ChangeFailure }>;
  /** The kind's own codes (sold_out, other_car…) kept as failures; others read 'unknown'. */
  kindFailures: readonly string[];
  onChanged: (changed: Changed) => void;
}

export interface ChangeQuoted<Input, Body, Quote> {
  input: Input;
  quote: Quote;
  body: Body;
}

/**
 * Changing a booking, the same for every kind: "See the new price" builds the kind's request for
 * what was picked and quotes it (nothing changes); "Confirm change" makes it against the version
 * quoted, with one Idempotency-Key per body, so a retry never changes twice. A booking that moved
 * since the quote (booking_changed) is read again and quoted again; a new price is quoted again.
 */
export function useBookingChange<Input, Body extends Versioned, Quote extends Versioned, Changed>(
  options: BookingChangeOptions<Input, Body, Changed>,
) {
  const [quoted, setQuoted] = useState<ChangeQuoted<Input, Body, Quote> | null>(null);
  const [busy, setBusy] = useState<'quoting' | 'changing' | null>(null);
  const [failure, setFailure] = useState<ChangeFailure | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [readBooking] = useLazyBookingNowQuery();
  const [askQuote] = useQuoteBookingChangeMutation();
  const [makeChange] = useChangeBookingMutation();
  const access = useGuestChangeAccess();
  // The latest options, so the returned functions keep one identity across renders.
  const latest = useRef({ ...options, access });
  latest.current = { ...options, access };

  const failureOf = useCallback((error: ApiError): ChangeFailure => {
    const code = apiErrorCode(error);
    const known: readonly string[] = [...CORE_CHANGE_FAILURES, ...latest.current.kindFailures];
    return code && known.includes(code) ? code : 'unknown';
  }, []);

  const quote = useCallback(
    async (input: Input, version: number, keepFailure = false) => {
      const { reference, access, path, request } = latest.current;
      setBusy('quoting');
      if (!keepFailure) setFailure(null);
      setQuoted(null);
      const built = await request(input, version);
      if ('failure' in built) {
        setFailure(built.failure);
        setBusy(null);
        return;
      }
      const answer = await askQuote({ path, reference, access, body: built.body });
      // The kind's path answers the kind's quote.
      if (answer.data) setQuoted({ input, quote: answer.data as Quote, body: built.body });
      else setFailure(failureOf(answer.error));
      setBusy(null);
    },
    [failureOf, askQuote],
  );

  const seeNewPrice = useCallback((input: Input) => quote(input, latest.current.version), [quote]);

  const confirm = useCallback(async () => {
    if (!quoted) return;
    const { reference, access, path, onChanged } = latest.current;
    const body = { ...quoted.body, version: quoted.quote.version };
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { key: newIdempotencyKey(), body: serialised };
    }
    setBusy('changing');
    setFailure(null);
    const answer = await makeChange({
      path,
      reference,
      access,
      body,
      idempotencyKey: attempt.current.key,
    });
    setBusy(null);
    if (answer.data) {
      attempt.current = null;
      onChanged(answer.data as Changed);
      return;
    }
    const why = failureOf(answer.error);
    setFailure(why);
    // The booking moved (or the price did) since the quote: the traveller sees it priced again.
    if (why === 'booking_changed') {
      const now = await readBooking({ reference, access });
      if (now.data) await quote(quoted.input, now.data.version, true);
    } else if (why === 'price_changed') {
      await quote(quoted.input, quoted.quote.version, true);
    } else if (why !== 'unknown') {
      setQuoted(null);
    }
  }, [quoted, failureOf, quote, makeChange, readBooking]);

  const reset = useCallback(() => {
    setQuoted(null);
    setFailure(null);
  }, []);

  return { quoted, busy, failure, seeNewPrice, confirm, reset };
}
