/*
 * The hotel API is written once, as the server's TypeBox schemas
 * (server/src/modules/hotels/schemas.ts and booking/schemas.ts); the SPA takes their types,
 * type-only, so nothing is copied and no server code reaches the bundle.
 */
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
  HotelOrderRequest,
} from '@server/modules/hotels/booking/schemas.ts';
export type { Location as CitySuggestion } from '@server/modules/locations/schemas.ts';
