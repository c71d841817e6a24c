import type { Booking } from '@server/modules/bookings/schemas.ts';
import { useCallback } from 'react';

import { useBookingChange } from '@/components/checkout/change/use-booking-change';

import type { CarBooking, CarChangeQuote, CarChangeRequest } from '../api/car-types';

import { changeBody, type RentalChange } from './change-rental-request';

// The car kind's own answers to a change (their words in bookingChange.failures).
export const CAR_CHANGE_FAILURES = ['sold_out', 'unavailable', 'change_not_allowed', 'other_car'];

/**
 * New times or drop-off for a booked rental, on the shared change flow: "See the new price" quotes
 * the car as booked at those times with the add-ons as now chosen. The server finds it with the
 * booking's own car given back (a search would count it as out, and a renter holding the last car
 * of its class would find nothing), and answers sold_out when none is left.
 */
export function useChangeRental(booking: Booking, onChanged: (booking: CarBooking) => void) {
  const pickup = (booking.details as CarBooking['details']).pickup.code;
  const request = useCallback(
    async (times: RentalChange, version: number) => ({ body: changeBody(pickup, times, version) }),
    [pickup],
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
