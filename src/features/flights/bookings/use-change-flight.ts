import type { Booking } from '@server/modules/bookings/schemas.ts';
import type { FlightBookingDetails } from '@server/modules/flights/booking/schemas.ts';
import { useCallback } from 'react';

import { useBookingChange } from '@/components/checkout/change/use-booking-change';
import { isRecord } from '@/lib/is-record';

import {
  usePriceFlightOfferMutation,
  type FlightBooking,
  type FlightChangeBody,
  type FlightChangeQuote,
} from '../api/booking-api';
import type { FlightOffer } from '../api/flight-types';
import { isFlightOffer } from '../model/offer-guards';

import { flightChangeBody } from './change-flight-request';

// The flight kind's own answers to a change (their words in bookingChange.failures).
export const FLIGHT_CHANGE_FAILURES = ['sold_out', 'unavailable', 'other_route'];

/** What the traveller picked: other flights (null: keep them) and the extras as they should be. */
export interface FlightChangeInput {
  offer: FlightOffer | null;
  extras: FlightBookingDetails['extras'];
}

/** The offer as priced now: the pricing's answer, or the new price a 409 price_changed carries. */
function pricedOffer(answer: { data?: { flightOffer: FlightOffer }; error?: unknown }) {
  if (answer.data) return answer.data.flightOffer;
  const body = isRecord(answer.error) && isRecord(answer.error.data) ? answer.error.data : null;
  return body && isFlightOffer(body.flightOffer) ? body.flightOffer : null;
}

/**
 * Other flights or extras for a booked flight, on the shared change flow: "See the new price"
 * prices the flights chosen again at today's fare (so a quote is never refused for a fare that
 * moved since the search) and quotes the change; "Confirm change" makes it.
 */
export function useChangeFlight(booking: Booking, onChanged: (booking: FlightBooking) => void) {
  const [priceOffer] = usePriceFlightOfferMutation();

  const request = useCallback(
    async ({ offer, extras }: FlightChangeInput, version: number) => {
      if (!offer) {
        const body = flightChangeBody(booking, version, null, extras);
        // Neither the flights nor the extras move: there is nothing to quote.
        return body.extras ? { body } : { failure: 'nothingChanged' };
      }
      const priced = pricedOffer(await priceOffer({ flightOffer: offer }));
      if (!priced) return { failure: 'unavailable' };
      return { body: flightChangeBody(booking, version, priced, extras) };
    },
    [booking, priceOffer],
  );

  return useBookingChange<FlightChangeInput, FlightChangeBody, FlightChangeQuote, FlightBooking>({
    reference: booking.reference,
    path: 'api/flights/bookings/',
    version: booking.version,
    request,
    kindFailures: FLIGHT_CHANGE_FAILURES,
    onChanged,
  });
}
