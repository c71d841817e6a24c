import type { KindChangeQuoteSchema } from '@server/modules/bookings/schemas.ts';
import type { CarBookingSchema } from '@server/modules/cars/booking/schemas.ts';
import type { NearestCarLocationList } from '@server/modules/cars/schemas.ts';
import type { Static } from 'typebox';

/*
 * The car rental API is written once, as the server's TypeBox schemas
 * (server/src/modules/cars/schemas.ts and booking/schemas.ts); the SPA takes their types,
 * type-only, so nothing is copied and no server code reaches the bundle.
 */
export type {
  CarExtras,
  CarLocation,
  CarOffer,
  CarOfferDetail,
  CarPricing,
  CarPricingRequest,
  CarSearchFacets,
  CarSearchPage,
  CarSearchQuery,
  ChosenExtras,
  NearestCarLocationList,
  OpeningHours,
} from '@server/modules/cars/schemas.ts';
export type {
  CarBooking,
  CarBookingDetails,
  CarChangeRequest,
  CarDriver,
  CarOrderRequest,
} from '@server/modules/cars/booking/schemas.ts';

/** A rental branch near the traveller, with how far it is. */
export type NearestBranch = NearestCarLocationList[number];

/** POST /api/cars/bookings/{reference}/change/quote/: the rental now, as it would be, and the difference. */
export type CarChangeQuote = Static<
  ReturnType<typeof KindChangeQuoteSchema<typeof CarBookingSchema>>
>;
