import { useCallback } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { useConfirmOrder } from '@/components/checkout/use-confirm-order';
import {
  useCreateFlightOrderMutation,
  usePriceFlightOfferMutation,
  type FlightBooking,
} from '@/features/flights/api/booking-api';
import { isRecord } from '@/lib/checkout/draft-guards';

import { bookingOfferRepriced } from '../flight-booking-slice';
import { isBookableOffer, type BookableOffer } from '../model/bookable-offer';
import { toFlightOrderBody } from '../schemas/flight-order';

import { useFlightFailures } from './use-booking-text';

interface ConfirmFlightOrderOptions {
  offer: BookableOffer;
  onBooked: (booking: FlightBooking) => void;
  /** A 400 that names a field: the wizard shows it on its step (false if it has no such field). */
  onFieldError: (field: string, message: string) => boolean;
  /** The session ended (a 401 the token refresh could not mend). */
  onSignInRequired: () => void;
}

/** A 409 price_changed carries the offer at today's price. */
const newPriceOf = (body: unknown) =>
  isRecord(body) && isBookableOffer(body.flightOffer) ? body.flightOffer : null;

/** Confirm Booking for a flight: the checkout's confirm with the flight's pricing and order calls. */
export function useConfirmFlightOrder({
  offer,
  onBooked,
  onFieldError,
  onSignInRequired,
}: ConfirmFlightOrderOptions) {
  const dispatch = useAppDispatch();
  const [priceOffer] = usePriceFlightOfferMutation();
  const [createOrder] = useCreateFlightOrderMutation();
  const failureText = useFlightFailures();
  const price = useCallback(
    (priced: BookableOffer) => priceOffer({ flightOffer: priced }),
    [priceOffer],
  );
  const onRepriced = useCallback(
    (repriced: BookableOffer) => dispatch(bookingOfferRepriced(repriced)),
    [dispatch],
  );
  return useConfirmOrder({
    offer,
    price,
    order: createOrder,
    toBody: toFlightOrderBody,
    newPriceOf,
    failureText,
    onRepriced,
    onBooked,
    onFieldError,
    onSignInRequired,
  });
}
