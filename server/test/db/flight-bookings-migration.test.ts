import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { bookings } from '../../src/db/schema.ts';
import type { Booking, BookingsPage } from '../../src/modules/bookings/schemas.ts';
import type { FlightBooking } from '../../src/modules/flights/booking/schemas.ts';
import { bearer, signUp, type SignedIn } from '../accounts.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  emiratesOffer,
  flightsOf,
  newKey,
  order,
  orderBody,
  seatsSold,
} from '../modules/flights/booking/booking-helpers.ts';

// Migration 0006 moves the bookings of the old flight_bookings table (0003) into the one bookings
// table. The test puts a database back into the old state with the real 0003 SQL, fills the old
// table with bookings in the old shape (made from real orders), runs the real 0006 SQL, and
// checks that nothing was lost: every booking listed, cancellable, its seats given back, and an
// Idempotency-Key stored in the old shape still answered.

const drizzleDir = new URL('../../drizzle/', import.meta.url);

async function statements(file: string): Promise<string[]> {
  const text = await readFile(new URL(file, drizzleDir), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

let t: TestApp;
let layla: SignedIn;
let kept: FlightBooking;
let cancelled: FlightBooking;
let keptBody: ReturnType<typeof orderBody>;
const keptKey = newKey();
let holdsOf: Map<string, unknown>;

async function run(file: string, only: (statement: string) => boolean = () => true) {
  for (const statement of (await statements(file)).filter(only)) {
    await t.app.db.execute(sql.raw(statement));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  layla = await signUp(t);
  keptBody = orderBody(await emiratesOffer(t, 30));
  keptBody.extras.travelInsurance = true;
  const placed = await order(t, layla.access, keptBody, keptKey);
  expect(placed.statusCode).toBe(201);
  kept = placed.json();
  cancelled = (await order(t, layla.access, orderBody(await emiratesOffer(t, 31)))).json();
  const ids = [kept.id, cancelled.id];
  const rows = await t.app.db.select().from(bookings).where(inArray(bookings.id, ids));
  holdsOf = new Map(rows.map((row) => [row.id, row.holds]));

  // Back to the old schema: the flight_bookings table as 0003 made it, holding these bookings
  // in its shape (the whole price under TICKETS, as the old code wrote it).
  await run('0003_flight_bookings.sql', (statement) => statement.includes('"flight_bookings"'));
  for (const booking of [kept, cancelled]) {
    const isCancelled = booking === cancelled;
    await t.app.db.execute(sql`
      INSERT INTO flight_bookings (id, user_id, reference, status, title, departure_at,
        return_at, offer, travelers, contact, extras, payment, price, seats, created_at,
        cancelled_at)
      VALUES (${booking.id}, ${layla.userId}, ${booking.reference},
        ${isCancelled ? 'cancelled' : booking.status}, ${booking.title}, ${booking.date},
        ${booking.details.returnDate}, ${JSON.stringify(booking.details.flightOffer)}::jsonb,
        ${JSON.stringify(booking.details.travelers)}::jsonb,
        ${JSON.stringify(booking.contact)}::jsonb, ${JSON.stringify(booking.details.extras)}::jsonb,
        ${JSON.stringify(booking.payment)}::jsonb,
        ${JSON.stringify(oldPrice(booking))}::jsonb,
        ${JSON.stringify(holdsOf.get(booking.id))}::jsonb, ${booking.createdAt},
        ${isCancelled ? booking.createdAt : null})`);
  }
  // The old code stored the whole answer for a key.
  await t.app.db.execute(sql`
    UPDATE idempotency_keys SET response = ${JSON.stringify(oldShape(kept))}::jsonb
    WHERE key = ${keptKey}`);
  await t.app.db.delete(bookings).where(inArray(bookings.id, ids));

  await run('0006_flight_bookings_moved.sql');
});
afterAll(() => t.close());

// The old price: the offer's total as TICKETS, then the extras.
function oldPrice(booking: FlightBooking) {
  const fares = booking.price.lines.filter((line) =>
    ['FARE', 'TAXES_AND_FEES'].includes(line.code),
  );
  const tickets = fares.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);
  return {
    currency: booking.price.currency,
    lines: [
      {
        code: 'TICKETS',
        quantity: booking.details.travelers.length,
        amount: (tickets / 100).toFixed(2),
      },
      ...booking.price.lines.filter((line) => !['FARE', 'TAXES_AND_FEES'].includes(line.code)),
    ],
    total: booking.price.total,
  };
}

function oldShape(booking: FlightBooking) {
  const { details, party: _party, startsAt: _s, endsAt: _e, cancellation: _c, ...rest } = booking;
  return { ...rest, ...details, departureDate: booking.date };
}

const list = async (): Promise<BookingsPage> =>
  (
    await t.app.inject({ method: 'GET', url: '/api/bookings/', headers: bearer(layla.access) })
  ).json();

// What the old flight table kept of a booking's details: all but arrivalCityCode, added since.
function detailsOfOldTable(booking: FlightBooking) {
  const { arrivalCityCode: _added, ...details } = booking.details;
  return details;
}

describe('migration 0006: flight_bookings into bookings', () => {
  it('moves every booking with its offer, travellers, extras, party and seats; the server fills its UTC times', async () => {
    const filled = await t.app.bookings.fillMissingTimes('flight');
    const { results } = await list();
    const moved = new Map(results.map((booking) => [booking.id, booking]));

    expect(filled).toBe(2);
    // The old table kept no arrivalCityCode (added since): a moved booking has none.
    const same = (booking: FlightBooking) => ({
      id: booking.id,
      reference: booking.reference,
      kind: 'flight',
      title: booking.title,
      date: booking.date,
      endDate: booking.endDate,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      party: booking.party,
      payment: booking.payment,
      contact: booking.contact,
      createdAt: booking.createdAt,
      details: detailsOfOldTable(booking),
    });
    expect(moved.get(kept.id)).toMatchObject({
      ...same(kept),
      status: 'confirmed',
      price: oldPrice(kept),
      cancellation: { allowed: true, refund: kept.price.total, reason: null },
    });
    expect(moved.get(cancelled.id)).toMatchObject({
      ...same(cancelled),
      status: 'cancelled',
      cancellation: { allowed: false, reason: 'cancelled' },
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, kept.id));
    expect(row!.holds).toEqual(holdsOf.get(kept.id));
  });

  it('drops the old table', async () => {
    await expect(t.app.db.execute(sql`select 1 from flight_bookings`)).rejects.toThrow();
  });

  it('answers a key stored in the old shape with the booking in today’s shape', async () => {
    const replay = await order(t, layla.access, keptBody, keptKey);

    expect(replay.statusCode).toBe(201);
    const booking: Booking = replay.json();
    expect(booking.id).toBe(kept.id);
    expect(booking.details).toEqual(detailsOfOldTable(kept));
    expect((await list()).count).toBe(2);
  });

  it('cancels a moved booking and gives its seats back', async () => {
    const [flight] = await flightsOf(kept.details.flightOffer);
    const sold = await seatsSold(t, flight!);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${kept.reference}/cancel/`,
      headers: bearer(layla.access),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().refund).toEqual({ amount: kept.price.total, currency: 'USD' });
    expect(await seatsSold(t, flight!)).toBe(sold - kept.details.travelers.length);
  });
});
