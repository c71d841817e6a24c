import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { preparedPerHandle } from '../../src/db/prepared.ts';
import { hotelRoomSales } from '../../src/db/schema.ts';
import { nothingSold } from '../../src/inventory/hotels/allotment.ts';
import { findSoldRooms } from '../../src/modules/hotels/repository.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// A drizzle prepared statement kept per handle runs on the app's handle and inside a transaction,
// and answers the same rows, read anew on every call.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sell = (hotelCode: number, roomCode: string, night: string, roomsSold: number) =>
  t.app.db
    .insert(hotelRoomSales)
    .values({ hotelCode, roomCode, night, roomsSold, updatedAt: t.clock.now() })
    .onConflictDoUpdate({
      target: [hotelRoomSales.hotelCode, hotelRoomSales.night, hotelRoomSales.roomCode],
      set: { roomsSold },
    });

// Room codes that need quoting in an array literal and in SQL.
const ODD_CODES = ['a"b', 'c\\d', 'e,f', "g'h", '{i}', 'NULL', ' j '];

const roomsStatement = preparedPerHandle((db) =>
  db
    .select({ roomCode: hotelRoomSales.roomCode, roomsSold: hotelRoomSales.roomsSold })
    .from(hotelRoomSales)
    .where(
      and(
        eq(hotelRoomSales.hotelCode, sql.placeholder('hotel')),
        sql`${hotelRoomSales.roomCode} = any(${sql.placeholder('rooms')}::varchar[])`,
      ),
    )
    .orderBy(hotelRoomSales.roomCode)
    .prepare('test_rooms_of_hotel'),
);
const roomsRead = {
  run: (db: Database, values: Record<string, unknown>) => roomsStatement(db).execute(values),
};

function inTransaction<T>(read: (db: Database) => Promise<T>): Promise<T> {
  return t.app.db.transaction((tx) => read(tx as unknown as Database));
}

describe('preparedPerHandle', () => {
  it('binds values of any form, arrays too, and shapes rows as drizzle does', async () => {
    for (const [index, code] of ODD_CODES.entries()) await sell(1, code, '2026-05-01', index + 1);
    const asked = { hotel: 1, rooms: [...ODD_CODES, 'x'] };
    const expected = ODD_CODES.map((roomCode, index) => ({ roomCode, roomsSold: index + 1 })).sort(
      (a, b) => (a.roomCode < b.roomCode ? -1 : 1),
    );

    expect(await roomsRead.run(t.app.db, asked)).toEqual(expected);
    expect(await inTransaction((db) => roomsRead.run(db, asked))).toEqual(expected);
    expect(await roomsRead.run(t.app.db, { hotel: 2, rooms: ODD_CODES })).toEqual([]);
  });

  it('reads the database again on every call', async () => {
    await sell(3, 'DBL', '2026-05-01', 1);
    expect(await roomsRead.run(t.app.db, { hotel: 3, rooms: ['DBL'] })).toEqual([
      { roomCode: 'DBL', roomsSold: 1 },
    ]);
    await sell(3, 'DBL', '2026-05-01', 4);
    expect(await roomsRead.run(t.app.db, { hotel: 3, rooms: ['DBL'] })).toEqual([
      { roomCode: 'DBL', roomsSold: 4 },
    ]);
  });

  it('refuses a value left out, naming it', async () => {
    await expect(roomsRead.run(t.app.db, { hotel: 3 })).rejects.toThrow(
      /No value for placeholder "rooms"/,
    );
  });
});

describe('findSoldRooms', () => {
  it('reads the rooms sold in the hotels asked for over the stay, in one lookup', async () => {
    await sell(1000101, 'DBL', '2026-06-01', 2);
    await sell(1000101, 'DBL', '2026-06-03', 5);
    await sell(1000102, 'TWN', '2026-06-02', 1);
    await sell(1000103, 'DBL', '2026-06-02', 7);
    const sold = await findSoldRooms(t.app.db, [1000101, 1000102], '2026-06-01', '2026-06-03');

    expect(sold(1000101, 'DBL', '2026-06-01')).toBe(2);
    expect(sold(1000101, 'DBL', '2026-06-03')).toBe(0);
    expect(sold(1000102, 'TWN', '2026-06-02')).toBe(1);
    expect(sold(1000103, 'DBL', '2026-06-02')).toBe(0);
  });

  it('counts a row given back to 0 as nothing sold (so the search may use its cache)', async () => {
    await sell(1000201, 'DBL', '2026-06-01', 0);
    expect(await findSoldRooms(t.app.db, [1000201], '2026-06-01', '2026-06-02')).toBe(nothingSold);
    expect(await findSoldRooms(t.app.db, [], '2026-06-01', '2026-06-02')).toBe(nothingSold);
  });
});
