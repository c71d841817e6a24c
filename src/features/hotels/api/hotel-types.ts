/*
 * The hotel API is written once, as the server's TypeBox schemas
 * (server/src/modules/hotels/schemas.ts and booking/schemas.ts); the SPA takes their types,
 * type-only, so nothing is copied and no server code reaches the bundle.
 */
import type { KindChangeQuoteSchema } from '@server/modules/bookings/schemas.ts';
import type { HotelBookingSchema } from '@server/modules/hotels/booking/schemas.ts';
import type { Static } from 'typebox';

export type {
  AvailabilityPage,
  AvailabilityRequest,
  CheckedRates,
  CheckRatesRequest,
  HotelDetail,
  HotelFilter,
  HotelOffer,
  HotelRate,
  Occupancy,
} from '@server/modules/hotels/schemas.ts';
export type {
  HotelBooking,
  HotelBookingDetails,
  HotelChangeRequest,
  HotelOrderRequest,
} from '@server/modules/hotels/booking/schemas.ts';

/** POST /api/hotelbeds/booking/{reference}/change/quote/: the stay now, as it would be, and the difference. */
export type HotelChangeQuote = Static<
  ReturnType<typeof KindChangeQuoteSchema<typeof HotelBookingSchema>>
>;
export type { Location as CitySuggestion } from '@server/modules/locations/schemas.ts';
