import { eq } from 'drizzle-orm';
import { hotelRoomSales } from '../../../src/db/schema.ts';
import { nightCapacity } from '../../../src/inventory/hotels/allotment.ts';
import { loadHotelInventory } from '../../../src/inventory/hotels/inventory.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import type { HotelBooking } from '../../../src/modules/hotels/booking/schemas.ts';
import { takeRooms } from '../../../src/modules/hotels/booking/rooms.ts';
import { bearer, login, signUp, waitForMail, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { bookStay, changeBody, postChange, rateFor, type Booked } from './change-helpers.ts';
import { money } from './hotel-helpers.ts';

// Changing a hotel booking (issue 28): quoted first and changing nothing, then made against the
// version quoted: the same reference, the rooms moved in one transaction, the difference charged
// or given back, the change in the booking's history, a message and a mail.
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `change-${process.pid}-${(keys += 1)}`;

async function soldNights(booked: Booked) {
  const rows = await t.app.db
    .select()
    .from(hotelRoomSales)
    .where(eq(hotelRoomSales.hotelCode, booked.hotel.code));
  return rows
    .filter((row) => row.roomsSold > 0)
    .map((row) => row.night)
    .sort();
}

// Rooms sold per night at the booked hotel (other tests' bookings there included).
async function soldPerNight(booked: Booked): Promise<Map<string, number>> {
  const rows = await t.app.db
    .select()
    .from(hotelRoomSales)
    .where(eq(hotelRoomSales.hotelCode, booked.hotel.code));
  return new Map(rows.map((row) => [row.night, row.roomsSold]));
}

const getBooking = async (reference: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${reference}/`,
      headers: bearer(user.access),
    })
  ).json() as HotelBooking;

describe('a quote', () => {
  it('prices a longer stay and says what would be charged, changing nothing', async () => {
    const booked = await bookStay(t, user, newKey());
    const longer = await rateFor(t, booked, booked.checkIn, 5);
    const nightsBefore = await soldNights(booked);

    const response = await postChange(t, user, booked.booking.reference, changeBody(1, longer), {
      quote: true,
    });

    expect(response.statusCode).toBe(200);
    const quote = response.json();
    expect(quote.version).toBe(1);
    expect(quote.current.details.nights).toBe(3);
    expect(quote.proposed).toMatchObject({
      reference: booked.booking.reference,
      details: { nights: 5, checkIn: booked.checkIn, checkOut: addDays(booked.checkIn, 5) },
      price: { total: longer.total },
    });
    expect(money(quote.difference.total)).toBe(money(longer.total) - money(booked.rate.total));
    const paidMore =
      money(quote.proposed.cancellation.paid) - money(quote.current.cancellation.paid);
    expect(paidMore).toBeGreaterThan(0);
    expect(quote.difference).toMatchObject({ charge: (paidMore / 100).toFixed(2), refund: '0.00' });
    expect(await getBooking(booked.booking.reference)).toMatchObject({ version: 1, changes: [] });
    expect(await soldNights(booked)).toEqual(nightsBefore);
  });
});

describe('a change', () => {
  it('moves a stay to longer dates: same reference, rooms moved, charged, kept in its history, told', async () => {
    const booked = await bookStay(t, user, newKey());
    const later = addDays(booked.checkIn, 2);
    const rate = await rateFor(t, booked, later, 4);
    const soldBefore = await soldPerNight(booked);

    const response = await postChange(t, user, booked.booking.reference, changeBody(1, rate), {
      key: newKey(),
    });

    expect(response.statusCode).toBe(200);
    const changed = response.json() as HotelBooking;
    expect(changed).toMatchObject({
      id: booked.booking.id,
      reference: booked.booking.reference,
      version: 2,
      status: 'confirmed',
      price: { total: rate.total },
      details: { checkIn: later, checkOut: addDays(later, 4), nights: 4 },
    });
    expect(changed.changes).toEqual([
      {
        at: expect.any(String),
        from: {
          date: booked.booking.date,
          endDate: booked.booking.endDate,
          total: booked.rate.total,
        },
        to: { date: changed.date, endDate: changed.endDate, total: rate.total },
        currency: changed.price.currency,
        charged: (
          (money(changed.cancellation.paid) - money(booked.booking.cancellation.paid)) /
          100
        ).toFixed(2),
        refunded: '0.00',
      },
    ]);
    // The first two nights of the old stay are given back, the two after it taken, the nights
    // both share kept: one transaction moved the rooms.
    const soldAfter = await soldPerNight(booked);
    const moved = (night: string) => (soldAfter.get(night) ?? 0) - (soldBefore.get(night) ?? 0);
    const days = [0, 1, 2, 3, 4, 5].map((day) => moved(addDays(booked.checkIn, day)));
    expect(days).toEqual([-1, -1, 0, 1, 1, 1]);
    expect(await getBooking(booked.booking.reference)).toMatchObject({ version: 2 });

    const mails = await waitForMail(t, user.account.email, 1);
    const mail = mails.find((each) => each.subject.includes('is changed'));
    expect(mail?.subject).toBe(`Your Safar booking ${booked.booking.reference} is changed`);
    const messages = await t.app.inject({
      method: 'GET',
      url: '/api/messages/',
      headers: bearer(user.access),
    });
    expect(messages.json().results[0]).toMatchObject({
      type: 'booking_changed',
      params: {
        booking: { reference: booked.booking.reference },
        total: { amount: rate.total },
        charged: { amount: changed.changes[0]!.charged },
      },
    });
  });

  it('gives back the difference of a shorter stay, and nothing of the same stay', async () => {
    const booked = await bookStay(t, user, newKey());
    // The rates as booked (their quoted total still holds): only the guest's name changes.
    const unchanged = await postChange(t, user, booked.booking.reference, {
      version: 1,
      rooms: [{ rateKey: booked.rate.rateKey, guests: [{ fullName: 'Nour Haddad' }] }],
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().changes[0]).toMatchObject({ charged: '0.00', refunded: '0.00' });
    expect(unchanged.json()).toMatchObject({
      price: { total: booked.rate.total },
      details: { rates: [{ guests: ['Nour Haddad'] }] },
    });

    const shorter = await rateFor(t, booked, booked.checkIn, 1);
    const response = await postChange(t, user, booked.booking.reference, changeBody(2, shorter));

    expect(response.statusCode).toBe(200);
    const changed = response.json() as HotelBooking;
    const refunded = money(booked.booking.cancellation.paid) - money(changed.cancellation.paid);
    expect(refunded).toBeGreaterThan(0);
    expect(changed.version).toBe(3);
    expect(changed.changes[1]).toMatchObject({
      charged: '0.00',
      refunded: (refunded / 100).toFixed(2),
      to: { total: shorter.total },
    });
  });

  it('answers a retry with the same key with the booking, and another body under it with 409', async () => {
    const booked = await bookStay(t, user, newKey());
    const rate = await rateFor(t, booked, booked.checkIn, 4);
    const key = newKey();
    const first = await postChange(t, user, booked.booking.reference, changeBody(1, rate), { key });
    const again = await postChange(t, user, booked.booking.reference, changeBody(1, rate), { key });

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, changes: [expect.any(Object)] });
    const other = await rateFor(t, booked, booked.checkIn, 2);
    const reused = await postChange(t, user, booked.booking.reference, changeBody(2, other), {
      key,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('lets one of two changes sent at once win and tells the other', async () => {
    const booked = await bookStay(t, user, newKey());
    const [four, five] = await Promise.all([
      rateFor(t, booked, booked.checkIn, 4),
      rateFor(t, booked, booked.checkIn, 5),
    ]);

    const answers = await Promise.all([
      postChange(t, user, booked.booking.reference, changeBody(1, four), { key: newKey() }),
      postChange(t, user, booked.booking.reference, changeBody(1, five), { key: newKey() }),
    ]);

    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(lost.json()).toEqual({
      detail:
        'This booking has changed since this price was shown. Please look at the change again.',
      code: 'booking_changed',
    });
    const won = answers.find((answer) => answer.statusCode === 200)!.json() as HotelBooking;
    const now = await getBooking(booked.booking.reference);
    expect(now).toMatchObject({ version: 2, price: { total: won.price.total } });
    // Only the winner's nights are held.
    const nights = (await soldNights(booked)).filter((night) => night >= booked.checkIn);
    expect(nights).toHaveLength(won.details.nights);
  });
});

describe('a change refused, nothing changed', () => {
  it('when the new nights are sold out', async () => {
    const booked = await bookStay(t, user, newKey());
    const rate = await rateFor(t, booked, addDays(booked.checkIn, 10), 2);
    const inventory = await loadHotelInventory();
    const hotel = inventory.hotel(booked.hotel.code)!;
    const roomCode = booked.booking.details.rates[0]!.roomCode;
    const roomType = hotel.rooms.find((room) => room.code === roomCode)!;
    const night = addDays(booked.checkIn, 11);
    const capacity = nightCapacity(hotel, roomType, night);
    await t.app.db.transaction((tx) =>
      takeRooms(
        tx,
        {
          hotelCode: hotel.code,
          nights: [night],
          roomTypes: [{ roomCode, rooms: capacity, capacities: [capacity] }],
        },
        new Date(),
      ),
    );
    t.app.searchAnswers.salesChanged();

    const response = await postChange(t, user, booked.booking.reference, changeBody(1, rate));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'sold_out' });
    expect(await getBooking(booked.booking.reference)).toMatchObject({
      version: 1,
      changes: [],
      price: { total: booked.rate.total },
    });
    expect(await soldNights(booked)).toEqual(
      expect.arrayContaining([booked.checkIn, addDays(booked.checkIn, 1)]),
    );
  });

  it('for a non-refundable rate, a cancelled booking, a stale version and another hotel', async () => {
    const nrf = await bookStay(t, user, newKey(), { rateClass: 'NRF' });
    const nrfRate = await rateFor(t, nrf, nrf.checkIn, 2);
    const refused = await postChange(t, user, nrf.booking.reference, changeBody(1, nrfRate));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'A non-refundable rate cannot be changed.',
      code: 'change_not_allowed',
    });

    const booked = await bookStay(t, user, newKey());
    const rate = await rateFor(t, booked, booked.checkIn, 2);
    const stale = await postChange(t, user, booked.booking.reference, changeBody(7, rate));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'booking_changed' });

    const elsewhere = await postChange(t, user, booked.booking.reference, changeBody(1, nrfRate));
    if (nrf.hotel.code !== booked.hotel.code) {
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({ code: 'other_hotel', field: 'rooms' });
    }

    await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.booking.reference}/cancel/`,
      headers: bearer(user.access),
    });
    const cancelled = await postChange(t, user, booked.booking.reference, changeBody(1, rate));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'already_cancelled' });
  });

  it('for another traveller’s booking, or a body that is not a change', async () => {
    const booked = await bookStay(t, user, newKey());
    const stranger = await signUp(t);
    const rate = await rateFor(t, booked, booked.checkIn, 2);
    const notTheirs = await postChange(t, stranger, booked.booking.reference, changeBody(1, rate));
    expect(notTheirs.statusCode).toBe(404);
    const noVersion = await postChange(t, user, booked.booking.reference, { rooms: [] });
    expect(noVersion.statusCode).toBe(400);
    const garbage = await postChange(t, user, booked.booking.reference, {
      version: 1,
      rooms: [{ rateKey: 'not-a-key', guests: [{ fullName: 'Omar Haddad' }] }],
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('after the free-cancellation deadline, saying until when it was free', async () => {
    const booked = await bookStay(t, user, newKey(), { daysAhead: 2 });
    const rate = await rateFor(t, booked, booked.checkIn, 2);
    const deadline = booked.booking.cancellation.freeUntil!;
    t.clock.advance(new Date(deadline).getTime() - t.clock.now().getTime() + 60_000);
    // The access token has expired meanwhile.
    const signedIn = await login(t, user.account.email, user.account.password);
    user = { ...user, access: signedIn.json().access };

    const response = await postChange(t, user, booked.booking.reference, changeBody(1, rate));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'change_not_allowed' });
    expect(response.json().detail).toContain('can no longer be changed');
    expect(response.json().detail).toContain(
      booked.booking.cancellation.freeUntilLocal!.replace('T', ' ').slice(0, 16),
    );
  });
});
