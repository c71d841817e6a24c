import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-schema.ts';
import { HOTEL_LANGUAGES, RATE_KEYS_MAX } from './constants.ts';
import { currency, money } from './schema-parts.ts';
import { HotelOfferSchema } from './offer-schemas.ts';

// POST /api/hotelbeds/checkrates/: rate keys priced again, and the 409 that carries new prices.

const rateKeys = Type.Array(Type.String({ minLength: 1, maxLength: 400 }), {
  minItems: 1,
  maxItems: RATE_KEYS_MAX,
  description: 'One rate key per group of rooms, all of one hotel and stay',
});

// POST /api/hotelbeds/checkrates/
export const CheckRatesRequestSchema = Type.Object({
  rateKeys,
  language: Type.Optional(
    Type.Enum(HOTEL_LANGUAGES, { default: 'ENG', description: 'Of the names, as availability' }),
  ),
});
export type CheckRatesRequest = Static<typeof CheckRatesRequestSchema>;

export const CheckedRatesSchema = Type.Object(
  {
    hotel: HotelOfferSchema,
    checkIn: Type.String({ format: 'date' }),
    checkOut: Type.String({ format: 'date' }),
    total: Type.String({ ...money, description: 'All the rates together' }),
    currency,
  },
  { description: 'The rates of the keys at today’s price and rooms' },
);
export type CheckedRates = Static<typeof CheckedRatesSchema>;

// 409 code 'price_changed' carries the rates at their new price (new keys); 'sold_out': not
// enough rooms left; 'unavailable': the stay can no longer be booked.
export const RateConflictSchema = Type.Object(
  { ...ErrorResponseSchema.properties, rates: Type.Optional(CheckedRatesSchema) },
  { description: 'Error; a price change carries the rates at their new price' },
);
