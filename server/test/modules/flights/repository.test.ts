import type { Database } from '../../../src/db/client.ts';
import {
  addSoldSeats,
  findSoldSeats,
  type FlightIdentity,
} from '../../../src/modules/flights/repository.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

// findSoldSeats reads the database on every call, in one drizzle prepared statement per handle
// (db/prepared.ts).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const sell = (flight: FlightIdentity, cabin: 'ECONOMY' | 'BUSINESS', seats: number) =>
    addSoldSeats(t.app.db, { ...flight, cabin, seats }, t.clock.now());
  await sell({ carrier: 'EK', number: 1, departureDate: '2026-03-10' }, 'ECONOMY', 5);
  await sell({ carrier: 'EK', number: 3, departureDate: '2026-03-10' }, 'ECONOMY', 7);
  await sell({ carrier: 'EK', number: 1, departureDate: '2026-03-10' }, 'BUSINESS', 2);
  await sell({ carrier: 'EK', number: 1, departureDate: '2026-03-11' }, 'ECONOMY', 11);
  await sell({ carrier: 'QR', number: 3, departureDate: '2026-03-11' }, 'ECONOMY', 13);
});
afterAll(() => t.close());

// Every combination of these dates, airlines and numbers has a row or could: only the exact
// flights asked for count.
const asked: FlightIdentity[] = [
  { carrier: 'EK', number: 1, departureDate: '2026-03-10' },
  { carrier: 'QR', number: 3, departureDate: '2026-03-10' },
  { carrier: 'EK', number: 3, departureDate: '2026-03-11' },
  { carrier: 'BA', number: 9, departureDate: '2026-03-11' },
];

const inTransaction = (read: (db: Database) => Promise<Map<string, number>>) =>
  t.app.db.transaction((tx) => read(tx as unknown as Database));

describe('findSoldSeats', () => {
  it('reads the seats sold in one cabin on exactly the flights asked for', async () => {
    const expected = new Map([['EK1@2026-03-10', 5]]);
    expect(await findSoldSeats(t.app.db, asked, 'ECONOMY')).toEqual(expected);
    expect(await inTransaction((db) => findSoldSeats(db, asked, 'ECONOMY'))).toEqual(expected);
    expect(await findSoldSeats(t.app.db, asked, 'BUSINESS')).toEqual(
      new Map([['EK1@2026-03-10', 2]]),
    );
    expect(await findSoldSeats(t.app.db, asked, 'FIRST')).toEqual(new Map());
    expect(await findSoldSeats(t.app.db, [], 'ECONOMY')).toEqual(new Map());
  });

  it('reads the database again on every call, for the same (frozen) list too', async () => {
    const flights = Object.freeze([
      ...asked,
      { carrier: 'EK', number: 3, departureDate: '2026-03-10' },
    ]);
    expect(await findSoldSeats(t.app.db, flights, 'ECONOMY')).toEqual(
      new Map([
        ['EK1@2026-03-10', 5],
        ['EK3@2026-03-10', 7],
      ]),
    );
    await addSoldSeats(
      t.app.db,
      { carrier: 'BA', number: 9, departureDate: '2026-03-11', cabin: 'ECONOMY', seats: 4 },
      t.clock.now(),
    );
    expect(await findSoldSeats(t.app.db, flights, 'ECONOMY')).toEqual(
      new Map([
        ['EK1@2026-03-10', 5],
        ['EK3@2026-03-10', 7],
        ['BA9@2026-03-11', 4],
      ]),
    );
  });

  it('takes values of any form as query parameters', async () => {
    const odd = [{ carrier: "E'K", number: 1, departureDate: '2026-03-10' }];
    expect(await findSoldSeats(t.app.db, odd, 'ECONOMY')).toEqual(new Map());
  });
});
