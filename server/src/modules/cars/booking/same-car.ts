import type { Database } from '../../../db/client.ts';
import type { CarInventory } from '../../../inventory/cars/inventory.ts';
import { encodeOfferId } from '../../../inventory/cars/offer-id.ts';
import type { BookingRecord } from '../../bookings/adapter.ts';
import { driverAgeFrom } from '../extras.ts';
import {
  carSoldOut,
  offerUnavailable,
  quoteNow,
  resolveOffer,
  unavailableReason,
} from '../offers.ts';
import { rentalOf } from '../service.ts';
import type { BookedCar } from './cars.ts';
import type { CarBookingDetails } from './schemas.ts';

/** New times for a booked rental, as a search asks them, and where it is returned. */
export interface RentalTimes {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  dropoffLocation?: string;
}

// A change of times or drop-off only (issue 28): the booked supplier's car of the booked class
// from the booked branch at the new times, as an offer id at today's price with the booking's own
// car given back first. A search counts that car as out, so a renter holding the last car of its
// class would find nothing to move to; here they keep it. 400 for times a search refuses (named
// by the search's parameters); 409 sold_out when no such car is left.
export async function sameCarAt(
  deps: { db: Database; inventory: CarInventory; now: Date },
  booking: Pick<BookingRecord<CarBookingDetails, BookedCar>, 'details' | 'price' | 'holds'>,
  times: RentalTimes,
): Promise<string> {
  const { details, holds } = booking;
  const nowMs = deps.now.getTime();
  const carClass = deps.inventory.carClass(holds.carClass);
  const driverAge = driverAgeFrom(
    details.driver.dateOfBirth,
    times.pickupDate,
    carClass.minAge,
    'driver.dateOfBirth',
  );
  const rental = rentalOf(
    { db: deps.db, inventory: deps.inventory, clock: { now: () => deps.now } },
    { ...times, pickupLocation: details.pickup.code, driverAge },
    nowMs,
  );
  const fields = {
    pickup: rental.pickup.code,
    dropoff: rental.dropoff.code,
    supplier: holds.supplierCode,
    carClass: holds.carClass,
    pickupDate: rental.pickupDate,
    pickupTime: rental.pickupTime,
    returnDate: rental.returnDate,
    returnTime: rental.returnTime,
    driverAge,
    currency: booking.price.currency,
  };
  const offer = resolveOffer(deps.inventory, encodeOfferId({ ...fields, totalMinor: 0 }), nowMs);
  if (!offer) throw offerUnavailable();
  const { quote } = await quoteNow(deps, offer, holds);
  const reason = quote && unavailableReason(quote, nowMs);
  if (!quote || reason === 'started') throw offerUnavailable();
  if (reason === 'sold_out') throw carSoldOut();
  return encodeOfferId({ ...fields, totalMinor: quote.price.totalMinor });
}
