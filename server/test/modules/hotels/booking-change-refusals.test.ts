import { addDays } from '../../../src/inventory/shared/time.ts';
import { bearer, login, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import {
  bookStay,
  changeBody,
  nightsSold,
  postChange,
  rateFor,
  readBooking,
  sellRooms,
  type Booked,
} from './change-helpers.ts';

// Changes of a hotel booking that are refused (issue 28): sold-out nights, a non-refundable rate,
// a cancelled booking, a stale version, another hotel, another traveller's booking, bad bodies,
// and the free-cancellation deadline passed — each in words, and nothing changed.
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `change-${process.pid}-${(keys += 1)}`;

const soldNights = (booked: Booked) => nightsSold(t, booked);
const getBooking = (reference: string) => readBooking(t, user, reference);

describe('a change refused, nothing changed', () => {
  it('when the new nights are sold out', async () => {
    const booked = await bookStay(t, user, newKey());
    const rate = await rateFor(t, booked, addDays(booked.checkIn, 10), 2);
    // Another traveller takes the last rooms of its type on the second new night.
    await sellRooms(t, booked, addDays(booked.checkIn, 11), 0);

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
