import { useCallback, useRef, useState } from 'react';

import { apiErrorCode, type ApiErrorBody } from '@/api/error-message';
import { useAppDispatch } from '@/app/hooks';
import {
  useCreateFlightOrderMutation,
  usePriceFlightOfferMutation,
  type FlightBooking,
} from '@/features/flights/api/booking-api';
import { isRecord } from '@/features/flights/model/offer-guards';

import { bookingOfferRepriced } from '../flight-booking-slice';
import { isBookableOffer, type BookableOffer } from '../model/bookable-offer';
import { newIdempotencyKey } from '../model/idempotency-key';
import type { FlightBookingFormValues } from '../schemas/booking-form';
import { formFieldOf, toFlightOrderBody, type FormFieldLocation } from '../schemas/flight-order';

import { useApiErrorText, type ApiError } from './use-booking-text';

export type ConfirmState =
  | { kind: 'idle' }
  | { kind: 'pricing' }
  | { kind: 'ordering' }
  | { kind: 'price-changed'; offer: BookableOffer }
  | { kind: 'failed'; message: string; reason: 'sold-out' | 'unavailable' | 'field' | 'other' };

interface ConfirmOptions {
  offer: BookableOffer;
  onBooked: (booking: FlightBooking) => void;
  /** A 400 that names a field: the wizard shows it on its step. */
  onFieldError: (location: FormFieldLocation, message: string) => void;
  /** The session ended (a 401 the token refresh could not mend). */
  onSignInRequired: () => void;
}

const statusOf = (error: ApiError) => (error && 'status' in error ? error.status : undefined);

function newPriceOf(error: ApiError): BookableOffer | null {
  const data = error && 'data' in error && isRecord(error.data) ? error.data : null;
  return data && isBookableOffer(data.flightOffer) ? data.flightOffer : null;
}

function fieldOf(error: ApiError) {
  if (statusOf(error) !== 400 || !error || !('data' in error)) return null;
  const { field } = (error.data ?? {}) as ApiErrorBody;
  const location = formFieldOf(field);
  return location && { location, prefix: `${String(field)}: ` };
}

const REASONS: Record<string, 'sold-out' | 'unavailable'> = {
  sold_out: 'sold-out',
  unavailable: 'unavailable',
};

/**
 * Confirm Booking for a signed-in traveller: the offer is priced once more (an unchanged price goes
 * on; a changed one waits for the traveller to accept it), then ordered with an Idempotency-Key.
 * The key is made once per attempt and sent again when the same order is retried, so a retry after
 * a lost answer never books twice; other data makes a new key.
 */
export function useConfirmBooking({
  offer,
  onBooked,
  onFieldError,
  onSignInRequired,
}: ConfirmOptions) {
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  const [priceOffer] = usePriceFlightOfferMutation();
  const [createOrder] = useCreateFlightOrderMutation();
  const [state, setState] = useState<ConfirmState>({ kind: 'idle' });
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const fail = useCallback(
    (error: ApiError) => {
      const code = apiErrorCode(error);
      if (statusOf(error) === 401) {
        setState({ kind: 'idle' });
        onSignInRequired();
        return;
      }
      const newOffer = code === 'price_changed' ? newPriceOf(error) : null;
      if (newOffer) {
        setState({ kind: 'price-changed', offer: newOffer });
        return;
      }
      let message = errorText(error);
      const field = fieldOf(error);
      if (field) {
        // 'travelers.1.dateOfBirth: an adult must be…' reads 'An adult must be…' under the field.
        if (message.startsWith(field.prefix)) message = message.slice(field.prefix.length);
        message = message.charAt(0).toUpperCase() + message.slice(1);
        onFieldError(field.location, message);
      }
      setState({
        kind: 'failed',
        message,
        reason: REASONS[code ?? ''] ?? (field ? 'field' : 'other'),
      });
    },
    [errorText, onFieldError, onSignInRequired],
  );

  const order = useCallback(
    async (values: FlightBookingFormValues, priced: BookableOffer) => {
      setState({ kind: 'ordering' });
      const body = toFlightOrderBody(values, priced);
      const serialised = JSON.stringify(body);
      if (attempt.current?.body !== serialised) {
        attempt.current = { key: newIdempotencyKey(), body: serialised };
      }
      const result = await createOrder({ body, idempotencyKey: attempt.current.key });
      if (result.data) {
        attempt.current = null;
        setState({ kind: 'idle' });
        onBooked(result.data);
      } else {
        fail(result.error);
      }
    },
    [createOrder, fail, onBooked],
  );

  const confirm = useCallback(
    async (values: FlightBookingFormValues) => {
      setState({ kind: 'pricing' });
      const priced = await priceOffer({ flightOffer: offer });
      if (priced.error) fail(priced.error);
      else await order(values, offer);
    },
    [priceOffer, offer, fail, order],
  );

  /** The traveller accepts the new price: the wizard takes the new offer and books it. */
  const acceptNewPrice = useCallback(
    async (values: FlightBookingFormValues) => {
      if (state.kind !== 'price-changed') return;
      dispatch(bookingOfferRepriced(state.offer));
      await order(values, state.offer);
    },
    [state, dispatch, order],
  );

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);

  return {
    state,
    busy: state.kind === 'pricing' || state.kind === 'ordering',
    confirm,
    acceptNewPrice,
    dismiss,
  };
}
