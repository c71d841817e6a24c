/*
 * The booking core's API is written once, as the server's TypeBox schemas
 * (server/src/modules/bookings/schemas.ts); the types come from there, type-only, and the lists
 * (kinds, page size) as values from its plain-value constants file, so no server code
 * reaches the bundle and nothing is copied.
 */
export type {
  Booking,
  BookingKind,
  BookingsPage,
  BookingStatus,
  PriceLine,
} from '@server/modules/bookings/schemas.ts';
export { BOOKING_KINDS, BOOKINGS_PAGE_SIZE } from '@server/modules/bookings/constants.ts';
