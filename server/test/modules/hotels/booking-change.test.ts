import { addDays } from '../../../src/inventory/shared/time.ts';
import type { HotelBooking } from '../../../src/modules/hotels/booking/schemas.ts';
import { bearer, signUp, waitForSubject, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import {
  bookStay,
  changeBody,
  nightsSold,
  postChange,
  rateFor,
  readBooking,
  roomsSoldPerNight,
  type Booked,
} from './change-helpers.ts';
import { money } from './hotel-helpers.ts';

// Changing a hotel booking (issue 28): quoted first and changing nothing, then made against the
// version quoted: the same reference, the rooms moved in one transaction, the difference charged
// or given back, the change in the booking's history, a message and a mail. A change is priced
// without the booking's own rooms counted as sold, so at most what a search now shows for it
// (booking-change-own-rooms.test.ts).
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `change-${process.pid}-${(keys += 1)}`;

const soldPerNight = (booked: Booked) => roomsSoldPerNight(t, booked);
const soldNights = (booked: Booked) => nightsSold(t, booked);
const getBooking = (reference: string) => readBooking(t, user, reference);

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
    });
    const total = quote.proposed.price.total;
    expect(money(total)).toBeLessThanOrEqual(money(longer.total));
    expect(money(quote.difference.total)).toBe(money(total) - money(booked.rate.total));
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
      details: { checkIn: later, checkOut: addDays(later, 4), nights: 4 },
    });
    const total = changed.price.total;
    expect(money(total)).toBeLessThanOrEqual(money(rate.total));
    expect(changed.changes).toEqual([
      {
        at: expect.any(String),
        from: {
          date: booked.booking.date,
          endDate: booked.booking.endDate,
          total: booked.rate.total,
        },
        to: { date: changed.date, endDate: changed.endDate, total },
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

    const subject = `Your Safar booking ${booked.booking.reference} is changed`;
    await waitForSubject(t, user.account.email, subject);
    const messages = await t.app.inject({
      method: 'GET',
      url: '/api/messages/',
      headers: bearer(user.access),
    });
    expect(messages.json().results[0]).toMatchObject({
      type: 'booking_changed',
      params: {
        booking: { reference: booked.booking.reference },
        total: { amount: total },
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
      to: { total: changed.price.total },
    });
    expect(money(changed.price.total)).toBeLessThanOrEqual(money(shorter.total));
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
