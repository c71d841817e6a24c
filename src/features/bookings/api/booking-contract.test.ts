import type * as bookings from '../../../../server/src/modules/bookings/schemas';

import type { BOOKING_STATUSES } from './booking-types';

// The contract with server/src/modules/bookings, checked by `tsc` (type imports only).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const contract: [Same<(typeof BOOKING_STATUSES)[number], bookings.BookingStatus>] = [true];

it('keeps the booking statuses the server’s', () => {
  expect(contract).toEqual([true]);
});
