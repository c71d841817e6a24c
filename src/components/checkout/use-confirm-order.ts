import { useCallback, useRef, useState } from 'react';

import { apiErrorCode, type ApiErrorBody } from '@/api/error-message';
import { newIdempotencyKey } from '@/lib/checkout/idempotency-key';

import { useFailureText, type ApiError } from './use-failure-text';

type Answer<T> = { data?: T; error?: ApiError };

export type ConfirmState<Offer> =
  | { kind: 'idle' }
  | { kind: 'pricing' }
  | { kind: 'ordering' }
  | { kind: 'price-changed'; offer: Offer }
  | { kind: 'failed'; message: string; code: string | null; field: boolean };

export interface ConfirmOrderOptions<Values, Offer, Body, Booking> {
  /** What is being booked, as last priced. */
  offer: Offer;
  /** The kind's pricing call: an unchanged price answers data, a changed one an error. */
  price: (offer: Offer) => Promise<Answer<unknown>>;
  /** The kind's order call, with the attempt's Idempotency-Key. */
  order: (args: { body: Body; idempotencyKey: string }) => Promise<Answer<Booking>>;
  toBody: (values: Values, offer: Offer) => Body;
  /** The offer at the new price a 409 price_changed carries, if it is one. */
  newPriceOf: (errorBody: unknown) => Offer | null;
  /** The kind's own words for its failure codes (sold_out…), else the checkout's or the server's. */
  failureText?: (code: string) => string | undefined;
  /** The traveller accepted a new price: the kind keeps the new offer. */
  onRepriced: (offer: Offer) => void;
  onBooked: (booking: Booking) => void;
  /**
   * A 400 naming a field (`field` of the answer): the kind shows the message on its step and
   * answers true, or false when the field is not one of its own.
   */
  onFieldError: (field: string, message: string) => boolean;
  /** The session ended (a 401 the token refresh could not mend). */
  onSignInRequired: () => void;
}

const statusOf = (error: ApiError) => (error && 'status' in error ? error.status : undefined);
const bodyOf = (error: ApiError): ApiErrorBody =>
  (error && 'data' in error && typeof error.data === 'object' && error.data) || {};

/**
 * Confirm Booking, the same for every kind: the offer is priced once more (an unchanged price
 * goes on; a changed one waits for the traveller to accept it), then ordered with an
 * Idempotency-Key. The key is made once per attempt and sent again when the same order is retried,
 * so a retry after a lost answer never books twice; other data makes a new key.
 */
export function useConfirmOrder<Values, Offer, Body, Booking>(
  options: ConfirmOrderOptions<Values, Offer, Body, Booking>,
) {
  const [state, setState] = useState<ConfirmState<Offer>>({ kind: 'idle' });
  const attempt = useRef<{ key: string; body: string } | null>(null);
  // The latest options, so the returned functions keep one identity across renders.
  const latest = useRef(options);
  latest.current = options;
  const kindFailures = useCallback((code: string) => latest.current.failureText?.(code), []);
  const failureText = useFailureText(kindFailures);

  const fail = useCallback(
    (error: ApiError) => {
      const { newPriceOf, onFieldError, onSignInRequired } = latest.current;
      const code = apiErrorCode(error);
      if (statusOf(error) === 401) {
        setState({ kind: 'idle' });
        onSignInRequired();
        return;
      }
      const newOffer = code === 'price_changed' ? newPriceOf(bodyOf(error)) : null;
      if (newOffer) {
        setState({ kind: 'price-changed', offer: newOffer });
        return;
      }
      let message = failureText(error);
      const { field } = bodyOf(error);
      let onField = false;
      if (statusOf(error) === 400 && typeof field === 'string') {
        // 'travelers.1.dateOfBirth: an adult must be…' reads 'An adult must be…' under the field.
        const prefix = `${field}: `;
        if (message.startsWith(prefix)) message = message.slice(prefix.length);
        message = message.charAt(0).toUpperCase() + message.slice(1);
        onField = onFieldError(field, message);
      }
      setState({ kind: 'failed', message, code, field: onField });
    },
    [failureText],
  );

  const place = useCallback(
    async (values: Values, priced: Offer) => {
      const { toBody, order, onBooked } = latest.current;
      setState({ kind: 'ordering' });
      const body = toBody(values, priced);
      const serialised = JSON.stringify(body);
      if (attempt.current?.body !== serialised) {
        attempt.current = { key: newIdempotencyKey(), body: serialised };
      }
      const result = await order({ body, idempotencyKey: attempt.current.key });
      if (result.data) {
        attempt.current = null;
        setState({ kind: 'idle' });
        onBooked(result.data);
      } else {
        fail(result.error);
      }
    },
    [fail],
  );

  const confirm = useCallback(
    async (values: Values) => {
      const { offer, price } = latest.current;
      setState({ kind: 'pricing' });
      const priced = await price(offer);
      if (priced.error) fail(priced.error);
      else await place(values, offer);
    },
    [fail, place],
  );

  /** The traveller accepts the new price: the kind takes the new offer and it is booked. */
  const acceptNewPrice = useCallback(
    async (values: Values) => {
      if (state.kind !== 'price-changed') return;
      latest.current.onRepriced(state.offer);
      await place(values, state.offer);
    },
    [state, place],
  );

  return {
    state,
    busy: state.kind === 'pricing' || state.kind === 'ordering',
    confirm,
    acceptNewPrice,
  };
}
