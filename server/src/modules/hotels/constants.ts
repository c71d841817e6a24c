// The hotel rules the SPA needs as values (not only types): plain values, no dependency beyond
// other plain-value files, so importing them pulls nothing else into the web bundle.

export * from '../../inventory/hotels/constants.ts';
export * from '../../inventory/hotels/facilities.ts';
export * from '../../inventory/shared/currencies.ts';

// §9 Payment methods of a hotel booking: pay-at-hotel pays nothing online.
export const HOTEL_PAYMENT_METHODS = [
  'credit-card',
  'paypal',
  'apple-pay',
  'pay-at-hotel',
] as const;
export type HotelPaymentMethod = (typeof HOTEL_PAYMENT_METHODS)[number];

// The lines of a hotel booking's price, in the order shown: the rooms (the hotel's price, its
// taxes within it), Safar's service fee, and the local tax paid at the hotel. Together they are
// the total the card showed.
export const HOTEL_PRICE_LINES = ['ROOMS', 'SERVICE_FEE', 'LOCAL_TAX_AT_HOTEL'] as const;
export type HotelPriceLine = (typeof HOTEL_PRICE_LINES)[number];

// A re-check (POST /api/hotelbeds/checkrates/) and a booking take at most this many rate keys:
// one per group of rooms of the search.
export const RATE_KEYS_MAX = 9;
// §5: special requests, as free text the hotel reads.
export const REMARK_MAX_LENGTH = 500;
