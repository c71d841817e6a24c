import type { Booking } from '../server/src/modules/bookings/schemas';
import type { CarBooking } from '../server/src/modules/cars/booking/schemas';

import { changeCallHandlers, type ChangeAnswers } from './change-handlers';
import { carDraft, rentalOffer } from './car-fixtures';
import { carBookingFor } from './car-handlers';

/*
 * Changing a car booking (server/src/modules/cars/booking/routes.ts) for the SPA's tests: the
 * tests' rental booked (the recorded Corolla, Dubai Airport to Dubai Marina from 31 December for
 * three days), the quote and the change. Each answer
 * is fixed by the test (no pricing here: the server's rules stay the server's); branches replay
 * the recorded answers.
 */

/**
 * The tests' rental as booked with a child seat and full cover, paid online, refundable (MR) or
 * not (DD).
 */
export function bookedRental(supplier: 'MR' | 'DD' = 'MR', overrides: Partial<Booking> = {}) {
  const booking = carBookingFor({
    offerId: rentalOffer(supplier).id,
    driver: { ...carDraft().driver, nationality: 'UAE' },
    extras: { childSeat: true, insurance: 'comprehensive' },
    contact: { email: 'layla@example.com', phone: '+971501234567' },
    payment: { method: 'paypal' },
  });
  if (!booking) throw new Error(`The recorded rental from ${supplier} could not be booked`);
  return { ...booking, ...overrides } as CarBooking;
}

/**
 * The rental returned on `returnDate` (same time) for `days`, at `total`: the booking as a
 * change would make it. Only the fields a change shows move.
 */
export function rentalUntil(
  booked: CarBooking,
  returnDate: string,
  days: number,
  total: string,
  version = 2,
): CarBooking {
  const returnAt = `${returnDate}${booked.details.returnAt.slice(10)}`;
  const rental = booked.price.lines.find((line) => line.code === 'CAR_RENTAL')!;
  const others = booked.price.lines.filter((line) => line !== rental);
  const otherAmount = others.reduce((sum, line) => sum + Number(line.amount), 0);
  return {
    ...booked,
    version,
    endDate: returnAt,
    endsAt: `${returnAt}.000Z`,
    price: {
      ...booked.price,
      total,
      lines: [
        { ...rental, quantity: days, amount: (Number(total) - otherAmount).toFixed(2) },
        ...others,
      ],
    },
    details: { ...booked.details, returnAt, days },
  };
}

export { conflict } from './change-handlers';

/**
 * The quote and change answers, each in turn (the last one repeats): a test lists what the server
 * says to each request it expects.
 */
export function carChangeHandlers(answers: ChangeAnswers) {
  return changeCallHandlers('*/api/cars/bookings/', answers);
}
