import { GUEST_BOOKING_LIMITS } from '../../../../src/modules/bookings/guest/constants.ts';
import type { Booking } from '../../../../src/modules/bookings/schemas.ts';
import type { MessagesPage } from '../../../../src/modules/messages/schemas.ts';
import { bearer, signUp, waitForMail, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  emiratesOffer,
  flightsOf,
  seatsSold,
  signInAgain,
} from '../../flights/booking/booking-helpers.ts';
import { bookFlight, guestRequest, openAsGuest, requestCode } from './guest-helpers.ts';

// What a guest token opens (GET /api/bookings/guest/ and its cancel: that one booking, through the
// same core as its owner), what it does not (account routes, other bookings), and the limits on
// asking for codes.

let t: TestApp;
let layla: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  layla = await signUp(t);
});
afterAll(() => t.close());

async function booked(days = 30): Promise<{ booking: Booking; email: string }> {
  layla = await signInAgain(t, layla);
  return bookFlight(t, layla, days);
}

describe('GET /api/bookings/guest/', () => {
  it('answers the opened booking, with its cancellation terms', async () => {
    const { booking, email } = await booked();
    const { access } = await openAsGuest(t, booking.reference, email);

    const response = await guestRequest(t, 'GET', '/api/bookings/guest/', access);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(booking);
    expect(booking.cancellation.allowed).toBe(true);
  });

  it('is refused without a token, with an account’s token, and after 60 minutes', async () => {
    const { booking, email } = await booked();
    const { access } = await openAsGuest(t, booking.reference, email);

    const none = await guestRequest(t, 'GET', '/api/bookings/guest/', null);
    const account = await guestRequest(t, 'GET', '/api/bookings/guest/', layla.access);
    const accountCancel = await guestRequest(
      t,
      'POST',
      '/api/bookings/guest/cancel/',
      layla.access,
    );
    t.clock.advance(60 * 60_000 + 1000);
    const expired = await guestRequest(t, 'GET', '/api/bookings/guest/', access);

    expect(none.statusCode).toBe(401);
    expect(account.statusCode).toBe(401);
    expect(account.json()).toMatchObject({ code: 'token_invalid' });
    expect(accountCancel.statusCode).toBe(401);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'token_expired', detail: expect.any(String) });
  });

  it('gives no account route to a guest token, and only its own booking', async () => {
    const first = await booked();
    const second = await booked();
    const { access } = await openAsGuest(t, first.booking.reference, first.email);

    const list = await guestRequest(t, 'GET', '/api/bookings/', access);
    const other = await guestRequest(
      t,
      'GET',
      `/api/bookings/${second.booking.reference}/`,
      access,
    );
    const own = await guestRequest(t, 'GET', `/api/bookings/${first.booking.reference}/`, access);
    const otherCancel = await guestRequest(
      t,
      'POST',
      `/api/bookings/${second.booking.reference}/cancel/`,
      access,
    );
    const profile = await guestRequest(t, 'GET', '/authentication/profile/', access);
    const guest = await guestRequest(t, 'GET', '/api/bookings/guest/', access);

    for (const refused of [list, other, own, otherCancel, profile]) {
      expect(refused.statusCode).toBe(401);
    }
    expect(guest.json().id).toBe(first.booking.id);
  });
});

describe('POST /api/bookings/guest/cancel/', () => {
  it('cancels through the booking core: seats back, message, mail; a second time is 409', async () => {
    const offer = await emiratesOffer(t, 45);
    const [flight] = await flightsOf(offer);
    const { booking, email } = await booked(45);
    const sold = await seatsSold(t, flight!);
    const { access } = await openAsGuest(t, booking.reference, email);

    const response = await guestRequest(t, 'POST', '/api/bookings/guest/cancel/', access);
    const again = await guestRequest(t, 'POST', '/api/bookings/guest/cancel/', access);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      refund: { amount: booking.price.total, currency: booking.price.currency },
      cancellation: { allowed: false, reason: 'cancelled' },
    });
    expect(await seatsSold(t, flight!)).toBe(sold - 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_cancelled' });
    const [mail] = await waitForMail(t, email, 3);
    expect(mail!.subject).toBe(`Your Safar booking ${booking.reference} is cancelled`);
    const messages = await t.app.inject({
      method: 'GET',
      url: '/api/messages/',
      headers: bearer(layla.access),
    });
    const cancelled = (messages.json() as MessagesPage).results.filter(
      (message) =>
        message.type === 'booking_cancelled' &&
        message.params.booking.reference === booking.reference,
    );
    expect(cancelled).toHaveLength(1);
    const owners = await guestRequest(
      t,
      'GET',
      `/api/bookings/${booking.reference}/`,
      layla.access,
    );
    expect(owners.json().status).toBe('cancelled');
  });
});

describe('limits on asking for codes', () => {
  it(`allows ${GUEST_BOOKING_LIMITS.requestsPerReference.limit} requests an hour per reference`, async () => {
    const { booking } = await booked();
    const ask = (index: number) =>
      requestCode(t, { reference: booking.reference, email: `guess${index}@example.com` });
    for (let index = 0; index < GUEST_BOOKING_LIMITS.requestsPerReference.limit; index += 1) {
      expect((await ask(index)).statusCode).toBe(202);
    }

    const over = await ask(99);

    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited', detail: expect.any(String) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`allows ${GUEST_BOOKING_LIMITS.requestsPerEmail.limit} requests an hour per e-mail address`, async () => {
    const email = 'many.references@example.com';
    const references = ['AAAAA2', 'AAAAA3', 'AAAAA4', 'AAAAA5', 'AAAAA6', 'AAAAA7'];
    for (const reference of references.slice(0, GUEST_BOOKING_LIMITS.requestsPerEmail.limit)) {
      expect((await requestCode(t, { reference, email })).statusCode).toBe(202);
    }

    const over = await requestCode(t, { reference: 'AAAAA8', email: email.toUpperCase() });
    t.clock.advance(GUEST_BOOKING_LIMITS.requestsPerEmail.windowSeconds * 1000);
    const nextHour = await requestCode(t, { reference: 'AAAAA8', email });

    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toEqual(expect.any(String));
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(nextHour.statusCode).toBe(202);
  });
});
