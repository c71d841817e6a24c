import type { Booking } from '@server/modules/bookings/schemas.ts';
import { useCallback } from 'react';

import { useBookingChange } from '@/components/checkout/change/use-booking-change';

import { useLazySearchCarsPageQuery } from '../api/cars-api';
import type {
  CarBooking,
  CarBookingDetails,
  CarChangeQuote,
  CarChangeRequest,
} from '../api/car-types';

import { changeBody, changeSearch, type RentalChange } from './change-rental-request';

// The car kind's own answers to a change (their words in bookingChange.failures).
export const CAR_CHANGE_FAILURES = ['sold_out', 'unavailable', 'change_not_allowed', 'other_car'];

/**
 * New times or drop-off for a booked rental, on the shared change flow: "See the new price"
 * searches the booked pickup branch for the same supplier's car of the same class at those times
 * (noCar when it is not offered) and quotes the change with the add-ons as now chosen.
 */
export function useChangeRental(booking: Booking, onChanged: (booking: CarBooking) => void) {
  const details = booking.details as CarBookingDetails;
  const [searchCars] = useLazySearchCarsPageQuery();
  const { currency } = booking.price;

  const request = useCallback(
    async (times: RentalChange, version: number) => {
      const found = await searchCars(changeSearch(details, times, currency));
      const body = found.data ? changeBody(details, found.data, version, times.extras) : null;
      if (!body) return { failure: found.data ? 'noCar' : 'unknown' };
      return { body };
    },
    [details, currency, searchCars],
  );

  return useBookingChange<RentalChange, CarChangeRequest, CarChangeQuote, CarBooking>({
    reference: booking.reference,
    path: 'api/cars/bookings/',
    version: booking.version,
    request,
    kindFailures: CAR_CHANGE_FAILURES,
    onChanged,
  });
}
