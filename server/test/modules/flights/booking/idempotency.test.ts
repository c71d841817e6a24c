import { count, eq } from 'drizzle-orm';
import { bookings } from '../../../../src/db/schema.ts';
import { mailCount, signUp, waitForMail, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  cents,
  emiratesOffer,
  leaveSeats,
  money,
  newKey,
  order,
  orderBody,
  signInAgain,
} from './booking-helpers.ts';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const bookingsOf = async (userId: string) =>
  (await t.app.db.select({ value: count() }).from(bookings).where(eq(bookings.userId, userId)))[0]!
    .value;

// Mail goes out after the answer: wait for the first, then give a second one time to show up.
async function mailsTo(email: string): Promise<number> {
  await waitForMail(t, email);
  await new Promise((resolve) => setTimeout(resolve, 200));
  return mailCount(t, email);
}

const withContact = (email: string) => ({ contact: { email, phone: '+971501234567' } });

describe('Idempotency-Key on POST /api/booking/flight-orders/', () => {
  it('answers a retry with the first booking: one row, one e-mail', async () => {
    const offer = await emiratesOffer(t, 30);
    const body = orderBody(offer, withContact('retry.once@example.com'));
    const key = newKey();
    const before = await bookingsOf(user.userId);

    const first = await order(t, user.access, body, key);
    const again = await order(t, user.access, body, key);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await bookingsOf(user.userId)).toBe(before + 1);
    expect(await mailsTo('retry.once@example.com')).toBe(1);
  });

  it('books once when the same request arrives several times at once', async () => {
    const offer = await emiratesOffer(t, 31);
    const body = orderBody(offer, withContact('retry.parallel@example.com'));
    const key = newKey();
    const before = await bookingsOf(user.userId);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => order(t, user.access, body, key)),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await bookingsOf(user.userId)).toBe(before + 1);
    expect(await mailsTo('retry.parallel@example.com')).toBe(1);
  });

  it('treats the same data with its keys in another order as the same request', async () => {
    const offer = await emiratesOffer(t, 32);
    const body = orderBody(offer);
    const key = newKey();
    const reordered = Object.fromEntries(Object.entries(body).reverse());

    const first = await order(t, user.access, body, key);
    const again = await order(t, user.access, reordered, key);

    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it('refuses the same key with a different body (409 idempotency_key_reused)', async () => {
    const offer = await emiratesOffer(t, 33);
    const key = newKey();
    const first = await order(t, user.access, orderBody(offer), key);
    const otherCard = orderBody(offer, {
      payment: {
        method: 'credit-card',
        card: { number: '5555 5555 5555 4444', expiry: '10/35', cvv: '321', holderName: 'L H' },
      },
    });

    const reused = await order(t, user.access, otherCard, key);

    expect(first.statusCode).toBe(201);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different request.',
      code: 'idempotency_key_reused',
    });
  });

  it('does not keep refusals: a corrected retry with the same key books', async () => {
    const offer = await emiratesOffer(t, 34);
    const key = newKey();
    const badCard = orderBody(offer, {
      payment: {
        method: 'credit-card',
        card: { number: '4111 1111 1111 1112', expiry: '12/39', cvv: '123', holderName: 'L H' },
      },
    });
    const stale = {
      ...offer,
      price: { ...offer.price, grandTotal: money(cents(offer.price.grandTotal) + 500) },
    };

    const invalid = await order(t, user.access, badCard, key);
    const changed = await order(t, user.access, orderBody(stale), key);
    const fixed = await order(t, user.access, orderBody(offer), key);

    expect(invalid.statusCode).toBe(400);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('price_changed');
    expect(fixed.statusCode).toBe(201);
  });

  it('still answers the first booking after its flight sold out', async () => {
    const offer = await emiratesOffer(t, 35);
    const body = orderBody(offer);
    const key = newKey();
    const first = await order(t, user.access, body, key);
    await leaveSeats(t, offer, 0);

    const again = await order(t, user.access, body, key);

    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('keeps keys per user: another user’s same key is another booking', async () => {
    const other = await signUp(t);
    const offer = await emiratesOffer(t, 36);
    const body = orderBody(offer);
    const key = newKey();

    const mine = await order(t, user.access, body, key);
    const theirs = await order(t, other.access, body, key);

    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  // Last: it moves the clock.
  it('forgets a key after 24 hours', async () => {
    const key = newKey();
    const first = await order(t, user.access, orderBody(await emiratesOffer(t, 37)), key);
    t.clock.advance(24 * 3_600_000 + 60_000);
    const { access } = await signInAgain(t, user);

    const later = await order(t, access, orderBody(await emiratesOffer(t, 38)), key);

    expect(first.statusCode).toBe(201);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });
});
