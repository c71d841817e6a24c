import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import {
  hotelSalesScope,
  readSalesVersions,
  salesRangeOf,
  type SalesRead,
} from '../../db/sales-versions.ts';
import { hotelRoomSales } from '../../db/schema.ts';
import { nothingSold, type SoldRooms } from '../../inventory/hotels/allotment.ts';

// Rooms sold through Safar (hotel_room_sales): read by every availability search and re-check,
// added to and given back by bookings inside their transaction.

const soldKey = (hotelCode: number, roomCode: string, night: string) =>
  `${hotelCode}|${roomCode}|${night}`;

// The rooms sold in the listed hotels over a stay's nights, prepared once per connection: the
// hotels travel as one array, so one statement serves a city, a point's hotels over several
// cities, or one hotel; PostgreSQL reads it from the primary key (hotel, night, room), one range
// of nights per hotel.
const soldRoomsStatement = preparedPerHandle((db) =>
  db
    .select({
      hotelCode: hotelRoomSales.hotelCode,
      roomCode: hotelRoomSales.roomCode,
      night: sql<string>`${hotelRoomSales.night}::text`,
      roomsSold: hotelRoomSales.roomsSold,
    })
    .from(hotelRoomSales)
    .where(
      and(
        sql`${hotelRoomSales.hotelCode} = any(${sql.placeholder('hotels')}::integer[])`,
        gte(hotelRoomSales.night, sql.placeholder('from')),
        lt(hotelRoomSales.night, sql.placeholder('to')),
      ),
    )
    .prepare('hotel_room_sales_of_hotels'),
);

// Rooms sold in the hotels on the nights from `checkIn` up to `checkOut`, in one query, as a
// lookup for the engine (a room type and night without a row has sold nothing).
export async function findSoldRooms(
  db: Database,
  hotelCodes: readonly number[],
  checkIn: string,
  checkOut: string,
): Promise<SoldRooms> {
  if (hotelCodes.length === 0) return nothingSold;
  const rows = await soldRoomsStatement(db).execute({
    hotels: hotelCodes,
    from: checkIn,
    to: checkOut,
  });
  const sold = new Map<string, number>();
  for (const row of rows) {
    // A row given back to 0 is as good as none.
    if (row.roomsSold > 0) sold.set(soldKey(row.hotelCode, row.roomCode, row.night), row.roomsSold);
  }
  if (sold.size === 0) return nothingSold;
  return (hotelCode, roomCode, night) => sold.get(soldKey(hotelCode, roomCode, night)) ?? 0;
}

/**
 * What a search reads of the sales: the versions of its cities' hotels (sales-versions.ts), then
 * the rooms sold in its hotels over the stay, in that order.
 */
export async function readHotelSales(
  db: Database,
  place: { cityCodes: readonly string[]; hotelCodes: readonly number[] },
  checkIn: string,
  checkOut: string,
): Promise<{ sold: SoldRooms; read: SalesRead }> {
  const read = await readSalesVersions(db, salesRangeOf(place.cityCodes.map(hotelSalesScope)));
  return { sold: await findSoldRooms(db, place.hotelCodes, checkIn, checkOut), read };
}

export interface RoomNight {
  hotelCode: number;
  roomCode: string;
  night: string;
  rooms: number;
}

// Adds sold rooms to a room type's night and returns the count after. Bookings call it inside
// their transaction: the upsert locks the row until the transaction ends, so parallel bookings of
// the last rooms are counted one after another.
export async function addSoldRooms(db: Database, sale: RoomNight, now: Date): Promise<number> {
  const [row] = await db
    .insert(hotelRoomSales)
    .values({
      hotelCode: sale.hotelCode,
      roomCode: sale.roomCode,
      night: sale.night,
      roomsSold: sale.rooms,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [hotelRoomSales.hotelCode, hotelRoomSales.night, hotelRoomSales.roomCode],
      set: { roomsSold: sql`${hotelRoomSales.roomsSold} + ${sale.rooms}`, updatedAt: now },
    })
    .returning({ roomsSold: hotelRoomSales.roomsSold });
  if (!row) throw new Error('upsert into hotel_room_sales returned no row');
  return row.roomsSold;
}

// Gives back rooms a booking took: an UPDATE (an upsert of a negative count would break the
// check constraint before finding the row, as for flight seats).
export async function releaseSoldRooms(tx: Database, sale: RoomNight, now: Date): Promise<void> {
  await tx
    .update(hotelRoomSales)
    .set({ roomsSold: sql`${hotelRoomSales.roomsSold} - ${sale.rooms}`, updatedAt: now })
    .where(
      and(
        eq(hotelRoomSales.hotelCode, sale.hotelCode),
        eq(hotelRoomSales.night, sale.night),
        eq(hotelRoomSales.roomCode, sale.roomCode),
      ),
    );
}
