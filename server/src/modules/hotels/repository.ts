import { and, between, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hotelRoomSales } from '../../db/schema.ts';
import { nothingSold, type SoldRooms } from '../../inventory/hotels/allotment.ts';

// Rooms sold through Safar (hotel_room_sales): read by every availability search and re-check,
// added to and given back by bookings inside their transaction.

export interface HotelCodeRange {
  first: number;
  last: number;
}

const soldKey = (hotelCode: number, roomCode: string, night: string) =>
  `${hotelCode}|${roomCode}|${night}`;

// The query of one range of hotel codes (a city's, or one hotel's) over a stay's nights: a range
// scan of the primary key (hotel, night, room). Built once per database handle.
function soldRoomsQuery(db: Database) {
  return db
    .select({
      hotelCode: hotelRoomSales.hotelCode,
      roomCode: hotelRoomSales.roomCode,
      night: sql<string>`${hotelRoomSales.night}::text`,
      roomsSold: hotelRoomSales.roomsSold,
    })
    .from(hotelRoomSales)
    .where(
      and(
        between(hotelRoomSales.hotelCode, sql.placeholder('first'), sql.placeholder('last')),
        gte(hotelRoomSales.night, sql.placeholder('from')),
        lt(hotelRoomSales.night, sql.placeholder('to')),
      ),
    )
    .prepare('hotel_room_sales_of_range');
}

type SoldRoomsStatement = ReturnType<typeof soldRoomsQuery>;
// The statement object per database handle (node-postgres prepares it once per connection by
// its name). Not a cache of sales: they are read on every call.
const statements = new WeakMap<Database, SoldRoomsStatement>();

// Rooms sold in the hotels of the ranges on the nights from `checkIn` up to `checkOut`, as a
// lookup for the engine (a room type and night without a row has sold nothing).
export async function findSoldRooms(
  db: Database,
  ranges: readonly HotelCodeRange[],
  checkIn: string,
  checkOut: string,
): Promise<SoldRooms> {
  let statement = statements.get(db);
  if (!statement) {
    statement = soldRoomsQuery(db);
    statements.set(db, statement);
  }
  const sold = new Map<string, number>();
  for (const range of ranges) {
    const rows = await statement.execute({ ...range, from: checkIn, to: checkOut });
    for (const row of rows) {
      // A row given back to 0 is as good as none (so the search may use the cache again).
      if (row.roomsSold > 0)
        sold.set(soldKey(row.hotelCode, row.roomCode, row.night), row.roomsSold);
    }
  }
  if (sold.size === 0) return nothingSold;
  return (hotelCode, roomCode, night) => sold.get(soldKey(hotelCode, roomCode, night)) ?? 0;
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
