/*
 * The bookings API is written once, as the server's TypeBox schemas
 * (server/src/modules/bookings/schemas.ts); the types come from there, type-only, so no server
 * code reaches the bundle. The status list is mirrored as a value for the screens, and
 * booking-contract.test.ts fails to compile if the two drift.
 */
export type {
  BookingStatus,
  FlightBooking,
  FlightBookingsPage,
} from '@server/modules/bookings/schemas.ts';

/** §4 "Dashboard": confirmed, in-progress (shown as 'In Progress') and cancelled. */
export const BOOKING_STATUSES = ['confirmed', 'in-progress', 'cancelled'] as const;
