import type { NearestCarLocationList } from '@server/modules/cars/schemas.ts';

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
  CarDriver,
  CarOrderRequest,
} from '@server/modules/cars/booking/schemas.ts';

/** A rental branch near the traveller, with how far it is. */
export type NearestBranch = NearestCarLocationList[number];
