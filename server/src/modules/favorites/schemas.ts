import { Type, type Static } from 'typebox';
import { CURRENCY_CODES } from '../../inventory/shared/currencies.ts';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import { BOOKING_KINDS } from '../bookings/constants.ts';
import { MoneySchema } from '../bookings/schemas.ts';
import {
  FAVORITE_AVAILABILITY,
  FAVORITE_IMAGE_PATTERN,
  FAVORITE_KEY_PATTERN,
  FAVORITE_SEARCH_PATTERN,
  FAVORITES_MAX,
  FAVORITES_PAGE_SIZE,
  GUEST_FAVORITES_MAX,
  UNAVAILABLE_REASONS,
} from './constants.ts';

export * from './constants.ts';

// A favorite: a kind, its item's stable key, what the card shows (the snapshot, as it was when
// saved) and the kind's item (what its checker reads and Book Now needs; see ./kind.ts).

export const FavoriteSnapshotSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: 'As the traveller saw it' }),
    imageUrl: Type.Union(
      [
        Type.String({
          pattern: FAVORITE_IMAGE_PATTERN,
          examples: ['/api/hotelbeds/images/1001234/1.svg'],
        }),
        Type.Null(),
      ],
      { description: 'Its picture: a path on this server, or null' },
    ),
    price: Type.Union([
      Type.Object(
        { amount: MoneySchema, currency: Type.Enum(CURRENCY_CODES) },
        { description: 'The price when saved (a stay’s or an offer’s total)' },
      ),
      Type.Null(),
    ]),
    search: Type.String({
      pattern: FAVORITE_SEARCH_PATTERN,
      description: 'The search it came from, a URL query without "?" (Book Now uses it again)',
    }),
  },
  { additionalProperties: false },
);
export type FavoriteSnapshot = Static<typeof FavoriteSnapshotSchema>;

export const FavoriteItemSchema = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      'The kind’s own part: a hotel {code, stay: {checkIn, checkOut} | null}; a flight {offer} (the flight offer as search gave it); a car {offerId, car, supplier, pickup, dropoff, pickupAt, returnAt, driverAge} (names in English and Arabic for its card)',
  },
);

export const SaveFavoriteRequestSchema = Type.Object({
  kind: Type.Enum(BOOKING_KINDS),
  key: Type.String({ pattern: FAVORITE_KEY_PATTERN, description: 'The item’s stable key' }),
  snapshot: FavoriteSnapshotSchema,
  item: FavoriteItemSchema,
});
export type SaveFavoriteRequest = Static<typeof SaveFavoriteRequestSchema>;

export const MergeFavoritesRequestSchema = Type.Object({
  favorites: Type.Array(SaveFavoriteRequestSchema, {
    minItems: 1,
    maxItems: GUEST_FAVORITES_MAX,
    description: 'Oldest first: what a guest saved on this device',
  }),
});
export type MergeFavoritesRequest = Static<typeof MergeFavoritesRequestSchema>;

export const FavoriteAvailabilitySchema = Type.Object({
  status: Type.Enum(FAVORITE_AVAILABILITY),
  reason: Type.Union([Type.Enum(UNAVAILABLE_REASONS), Type.Null()], {
    description: 'Why it is unavailable; null otherwise',
  }),
});

export const FavoriteSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(BOOKING_KINDS),
  key: Type.String(),
  snapshot: FavoriteSnapshotSchema,
  item: FavoriteItemSchema,
  availability: FavoriteAvailabilitySchema,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Favorite = Static<typeof FavoriteSchema>;

export const FavoritesPageSchema = PageSchema(FavoriteSchema, 'Newest first');
export type FavoritesPage = Static<typeof FavoritesPageSchema>;

export const FavoritesQuerySchema = Type.Object({
  kind: Type.Optional(Type.Enum(BOOKING_KINDS)),
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FAVORITES_PAGE_SIZE.max,
      default: FAVORITES_PAGE_SIZE.default,
    }),
  ),
});

// Which items are saved, for the hearts on cards: every favorite's kind and key, nothing checked.
export const FavoriteKeySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(BOOKING_KINDS),
  key: Type.String(),
});
export type FavoriteKey = Static<typeof FavoriteKeySchema>;
export const FavoriteKeysSchema = Type.Array(FavoriteKeySchema, {
  maxItems: FAVORITES_MAX,
  description: 'Every favorite of the account, newest first',
});

export const FavoriteParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
