import { Type, type Static } from 'typebox';
import type { HotelInventory } from '../../inventory/hotels/inventory.ts';
import { localDate } from '../../inventory/shared/time.ts';
import type { FavoriteAvailability, FavoriteChecker } from '../favorites/kind.ts';

// A hotel as a favorite (issue 10): its code (the key), and the stay it was saved for, if any
// (Book Now opens the hotel's page for that stay). The hotel can be booked while it is in the
// inventory; a stay whose check-in day is over at the hotel can no longer be booked for those
// dates (dates_passed), and Book Now offers the hotel without them.

const isoDate = Type.String({ format: 'date' });

export const HotelFavoriteItemSchema = Type.Object({
  code: Type.Integer({ minimum: 1, maximum: 99_999_999 }),
  stay: Type.Union([Type.Object({ checkIn: isoDate, checkOut: isoDate }), Type.Null()]),
});
export type HotelFavoriteItem = Static<typeof HotelFavoriteItemSchema>;

export function createHotelFavoriteChecker(deps: {
  inventory: () => Promise<HotelInventory>;
}): FavoriteChecker<HotelFavoriteItem> {
  return {
    kind: 'hotel',
    itemSchema: HotelFavoriteItemSchema,
    keyOf: (item) => String(item.code),

    async availability(item, now): Promise<FavoriteAvailability> {
      const hotel = (await deps.inventory()).hotel(item.code);
      if (!hotel) return { status: 'unavailable', reason: 'not_found' };
      const today = localDate(hotel.destination.timeZone, now.getTime());
      if (item.stay && item.stay.checkIn < today) return { status: 'dates_passed' };
      return { status: 'available' };
    },
  };
}
