import { Type, type Static, type TSchema } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { CarInventory } from '../../inventory/cars/inventory.ts';
import type { OfferIdFields } from '../../inventory/cars/offer-id.ts';
import { LocalTimeSchema } from '../bookings/schemas.ts';
import type { FavoriteAvailability, FavoriteChecker } from '../favorites/kind.ts';
import {
  BRANCH_CODE_PATTERN,
  CAR_CLASSES,
  CAR_TYPES,
  carFavoriteKey,
  DRIVER_AGE,
  OFFER_ID_MAX_LENGTH,
} from './constants.ts';
import { quoteNow, resolveOffer, unavailableReason } from './offers.ts';

// A car as a favorite (issue 10): one supplier's class at a pickup branch, saved for the rental
// it was found for. The offer id is what Book Now opens (the car's page prices it again); the
// rest says, in both languages, what the card shows. The key leaves out the times and the price,
// so the same car saved for other times is one favorite (as a hotel saved for another stay).
// The offer decides, as GET /api/cars/offers/{id}/ does: available; dates_passed when its pickup
// is over (or under the lead time) while the supplier still rents the class there; unavailable
// when no car is left for those times (sold_out) or the offer names no car rented there, or not
// the car the item describes (not_found).

const named = <Code extends TSchema>(code: Code) =>
  Type.Object({
    code,
    name: Type.String({ minLength: 1, maxLength: 200 }),
    nameAr: Type.String({ minLength: 1, maxLength: 200 }),
  });

export const CarFavoriteItemSchema = Type.Object({
  offerId: Type.String({
    pattern: `^[A-Za-z0-9_-]{1,${OFFER_ID_MAX_LENGTH}}$`,
    description: 'The offer as search or the car’s page gave it (Book Now opens its page)',
  }),
  car: Type.Object({
    acriss: Type.Enum(CAR_CLASSES),
    type: Type.Enum(CAR_TYPES),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    nameAr: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  supplier: named(Type.String({ pattern: '^[A-Z]{2}$' })),
  pickup: named(Type.String({ pattern: BRANCH_CODE_PATTERN })),
  dropoff: named(Type.String({ pattern: BRANCH_CODE_PATTERN })),
  pickupAt: Type.String({ ...LocalTimeSchema, description: 'Pickup branch time' }),
  returnAt: Type.String({ ...LocalTimeSchema, description: 'Drop-off branch time' }),
  driverAge: Type.Integer({ minimum: DRIVER_AGE.min, maximum: DRIVER_AGE.max }),
});
export type CarFavoriteItem = Static<typeof CarFavoriteItemSchema>;

// Whether the offer id names the rental the item describes.
const describes = (item: CarFavoriteItem, fields: OfferIdFields) =>
  fields.supplier === item.supplier.code &&
  fields.carClass === item.car.acriss &&
  fields.pickup === item.pickup.code &&
  fields.dropoff === item.dropoff.code &&
  `${fields.pickupDate}T${fields.pickupTime}:00` === item.pickupAt &&
  `${fields.returnDate}T${fields.returnTime}:00` === item.returnAt &&
  fields.driverAge === item.driverAge;

export function createCarFavoriteChecker(deps: {
  db: Database;
  inventory: () => Promise<CarInventory>;
}): FavoriteChecker<CarFavoriteItem> {
  return {
    kind: 'car',
    itemSchema: CarFavoriteItemSchema,
    keyOf: carFavoriteKey,

    async availability(item, now): Promise<FavoriteAvailability> {
      const inventory = await deps.inventory();
      const offer = resolveOffer(inventory, item.offerId, now.getTime());
      if (!offer || !describes(item, offer.fields)) {
        return { status: 'unavailable', reason: 'not_found' };
      }
      const { quote } = await quoteNow({ db: deps.db, inventory, now }, offer);
      if (!quote) return { status: 'unavailable', reason: 'not_found' };
      switch (unavailableReason(quote, now.getTime())) {
        case 'started':
          return { status: 'dates_passed' };
        case 'sold_out':
          return { status: 'unavailable', reason: 'sold_out' };
        default:
          return { status: 'available' };
      }
    },
  };
}
