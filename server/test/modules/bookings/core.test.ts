import { sql } from 'drizzle-orm';
import type { BookingAdapter, OrderBase } from '../../../src/modules/bookings/adapter.ts';
import { ApiError } from '../../../src/lib/api-error.ts';
import { ORDER_RATE_LIMIT } from '../../../src/modules/bookings/constants.ts';
import type { Booking, BookingsPage } from '../../../src/modules/bookings/schemas.ts';
import { bearer, signUp, waitForMail, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import {
  emiratesOffer,
  order,
  orderBody,
  signInAgain,
  VISA,
} from '../flights/booking/booking-helpers.ts';

// The booking core through a stand-in kind: what every kind gets from the core (ordering with
// idempotency and a limit, listing, cancelling under the kind's rule) whatever the kind holds.
// The stand-in is registered as 'car' and holds "units" counted in memory; it records every call
// so the tests can see what the core asked of it.

interface StandInOrder extends OrderBase {
  units: number;
  startsInDays: number;
}
interface StandInHolds {
  units: number;
}

const DAY = 86_400_000;

function standIn(t: TestApp) {
  const calls = { take: 0, release: [] as StandInHolds[], failTake: false };
  let units = 1000;
  const adapter: BookingAdapter<StandInOrder, { note: string }, StandInHolds> = {
    kind: 'car',
    paymentMethods: ['credit-card', 'pay-on-pickup'],
    startedMessage: 'This rental has already started.',
    async prepare(order, now) {
      if (order.units < 1) throw new ApiError(400, { detail: 'units: too few', field: 'units' });
      const at = new Date(now.getTime() + order.startsInDays * DAY);
      const local = (date: Date) => date.toISOString().slice(0, 19);
      const end = new Date(at.getTime() + DAY);
      return {
        title: 'Dubai Airport',
        starts: { local: local(at), at },
        ends: { local: local(end), at: end },
        party: { adults: 1, children: 0, infants: 0 },
        price: {
          currency: 'USD',
          lines: [
            { code: 'DAYS', quantity: 1, amount: '100.00' },
            { code: 'SERVICE_FEE', quantity: 1, amount: '25.00' },
          ],
          total: '125.00',
        },
        details: { note: `${order.units} units` },
        holds: { units: order.units },
      };
    },
    async take(tx, holds) {
      await tx.execute(sql`select 1`);
      calls.take += 1;
      if (calls.failTake || holds.units > units) {
        throw new ApiError(409, { detail: 'Sold out.', code: 'sold_out' });
      }
      units -= holds.units;
    },
    async release(_tx, holds) {
      calls.release.push(holds);
      units += holds.units;
    },
    // Free until a day before the start, then the service fee is kept; nothing once started.
    terms(booking, now) {
      const freeUntil = new Date(booking.startsAt.getTime() - DAY);
      const started = now >= booking.startsAt;
      return {
        allowed: !started,
        refundMinor: started ? 0 : now < freeUntil ? 12_500 : 10_000,
        paidMinor: 12_500,
        free: !started && now < freeUntil,
        freeUntil,
        freeUntilLocal: freeUntil.toISOString().slice(0, 19),
        reason: started ? 'started' : null,
      };
    },
    async times(booking) {
      return { startsAt: new Date(booking.startsLocal), endsAt: new Date(booking.endsLocal) };
    },
    confirmationMail: (booking) => ({
      to: booking.contact.email,
      subject: `Booked ${booking.reference}`,
      text: booking.title,
    }),
    cancellationMail: (booking) => ({
      to: booking.contact.email,
      subject: `Cancelled ${booking.reference}`,
      text: `Refund ${booking.refund?.amount}`,
    }),
  };
  t.app.bookings.register(adapter as unknown as BookingAdapter);
  return { calls, unitsLeft: () => units };
}

let t: TestApp;
let fake: ReturnType<typeof standIn>;
let layla: SignedIn;
let omar: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  fake = standIn(t);
  layla = await signUp(t);
  omar = await signUp(t);
});
afterAll(() => t.close());

// Moves the clock; the travellers sign in again, as their access tokens have expired.
async function advance(ms: number) {
  t.clock.advance(ms);
  layla = await signInAgain(t, layla);
  omar = await signInAgain(t, omar);
}

const contact = { email: 'core.traveller@example.com', phone: '+971501234567' };
const card = { number: VISA, expiry: '12/40', cvv: '123', holderName: 'Layla Haddad' };
const standInOrder = (overrides: Partial<StandInOrder> = {}): StandInOrder => ({
  units: 1,
  startsInDays: 10,
  contact,
  payment: { method: 'credit-card', card },
  ...overrides,
});
const place = (user: SignedIn, body: StandInOrder, key: string | null = null) =>
  t.app.bookings.placeOrder('car', user.userId, key, body);
const get = (user: SignedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(user.access) : {} });
const cancel = (user: SignedIn | null, reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${reference}/cancel/`,
    headers: user ? bearer(user.access) : {},
  });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: ApiError) => ({ status: error.statusCode, body: error.body }),
  );

describe('placing an order', () => {
  it('stores what the kind prepared, holds it, keeps only brand and last four, and mails', async () => {
    const before = fake.unitsLeft();

    const booking = await place(layla, standInOrder({ units: 2 }));

    expect(booking).toMatchObject({
      kind: 'car',
      status: 'confirmed',
      title: 'Dubai Airport',
      reference: expect.stringMatching(/^[A-HJ-NP-Z2-9]{6}$/),
      price: { currency: 'USD', total: '125.00' },
      payment: { method: 'credit-card', brand: 'visa', last4: '1111' },
      contact,
      refund: null,
      cancelledAt: null,
      cancellation: { allowed: true, refund: '125.00', reason: null },
      details: { note: '2 units' },
    });
    expect(JSON.stringify(booking)).not.toContain('4111 1111');
    expect(fake.unitsLeft()).toBe(before - 2);
    const [mail] = await waitForMail(t, contact.email);
    expect(mail!.subject).toBe(`Booked ${booking.reference}`);
    const response = await get(layla, `/api/bookings/${booking.reference}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(booking);
  });

  it('refuses a payment method the kind does not take, and a card payment without a card', async () => {
    const paypal = await refusal(place(layla, standInOrder({ payment: { method: 'paypal' } })));
    const noCard = await refusal(
      place(layla, standInOrder({ payment: { method: 'credit-card' } })),
    );

    expect(paypal).toEqual({
      status: 400,
      body: expect.objectContaining({ field: 'payment.method' }),
    });
    expect(noCard).toEqual({
      status: 400,
      body: expect.objectContaining({ field: 'payment.card' }),
    });
  });

  it('leaves nothing behind when the hold cannot be taken, and the key can be used again', async () => {
    const before = (await get(layla, '/api/bookings/')).json().count;
    fake.calls.failTake = true;

    const failed = await refusal(place(layla, standInOrder(), 'retry-after-sold-out'));
    fake.calls.failTake = false;
    const retried = await place(layla, standInOrder(), 'retry-after-sold-out');

    expect(failed).toEqual({ status: 409, body: { detail: 'Sold out.', code: 'sold_out' } });
    expect(retried.status).toBe('confirmed');
    expect((await get(layla, '/api/bookings/')).json().count).toBe(before + 1);
  });

  it('confirms a booking paid on pickup, with no card kept', async () => {
    const booking = await place(omar, standInOrder({ payment: { method: 'pay-on-pickup' } }));

    expect(booking.payment).toEqual({ method: 'pay-on-pickup' });
    expect(booking.status).toBe('confirmed');
  });
});

describe('Idempotency-Key', () => {
  it('answers the first booking again for the same body, and takes the hold once', async () => {
    const takes = fake.calls.take;
    const first = await place(layla, standInOrder(), 'same-key-1');
    const again = await place(layla, standInOrder(), 'same-key-1');

    expect(again).toEqual(first);
    expect(fake.calls.take).toBe(takes + 1);
  });

  it('refuses the same key with another body, but not for another user', async () => {
    await place(layla, standInOrder(), 'same-key-2');

    const other = await refusal(place(layla, standInOrder({ units: 2 }), 'same-key-2'));
    const omars = await place(omar, standInOrder({ units: 2 }), 'same-key-2');

    expect(other).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'idempotency_key_reused' }),
    });
    expect(omars.details).toEqual({ note: '2 units' });
  });

  it('forgets a key after 24 hours', async () => {
    const first = await place(omar, standInOrder(), 'day-old-key');
    await advance(24 * 3_600_000 + 60_000);

    const later = await place(omar, standInOrder({ units: 2 }), 'day-old-key');

    expect(later.id).not.toBe(first.id);
    expect(later.details).toEqual({ note: '2 units' });
  });
});

describe('GET /api/bookings/', () => {
  let flight: Booking;
  beforeAll(async () => {
    flight = (await order(t, layla.access, orderBody(await emiratesOffer(t, 20)))).json();
  });

  it('lists every kind of the caller, newest first, and filters by kind and status', async () => {
    const all: BookingsPage = (await get(layla, '/api/bookings/?page_size=50')).json();
    const flights: BookingsPage = (await get(layla, '/api/bookings/?kind=flight')).json();
    const cars: BookingsPage = (await get(layla, '/api/bookings/?kind=car&page_size=50')).json();

    expect(all.results[0]).toEqual(flight);
    expect(all.results.map((booking) => booking.kind).sort()).toEqual(
      [...flights.results, ...cars.results].map((booking) => booking.kind).sort(),
    );
    const created = all.results.map((booking) => booking.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(flights.results.map((booking) => booking.id)).toEqual([flight.id]);
    expect(cars.results.every((booking) => booking.kind === 'car')).toBe(true);
    const theirs: BookingsPage = (await get(omar, '/api/bookings/?page_size=50')).json();
    expect(
      theirs.results.some((booking) => all.results.some((mine) => mine.id === booking.id)),
    ).toBe(false);
  });

  it.each([['kind=boat'], ['status=lost'], ['page_size=51'], ['page=0']])(
    'answers 400 for %s',
    async (query) => {
      const response = await get(layla, `/api/bookings/?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    },
  );

  it('answers 401 without a token, 404 for another user’s or an unknown reference', async () => {
    expect((await get(null, '/api/bookings/')).statusCode).toBe(401);
    expect((await get(omar, `/api/bookings/${flight.reference}/`)).statusCode).toBe(404);
    expect((await get(layla, '/api/bookings/ZZZZZZ/')).statusCode).toBe(404);
    expect((await get(layla, '/api/bookings/not-a-ref/')).statusCode).toBe(400);
  });
});

describe('POST /api/bookings/{reference}/cancel/', () => {
  it('refunds everything before the kind’s deadline and gives the hold back', async () => {
    const email = 'cancel.core@example.com';
    const booking = await place(
      layla,
      standInOrder({ units: 1, startsInDays: 5, contact: { ...contact, email } }),
    );
    const before = fake.unitsLeft();

    const response = await cancel(layla, booking.reference);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      refund: { amount: '125.00', currency: 'USD' },
      cancellation: { allowed: false, reason: 'cancelled' },
    });
    expect(fake.unitsLeft()).toBe(before + 1);
    expect(fake.calls.release.at(-1)).toEqual({ units: 1 });
    const mails = await waitForMail(t, email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Booked ${booking.reference}`,
      `Cancelled ${booking.reference}`,
    ]);
    const cancelled: BookingsPage = (await get(layla, '/api/bookings/?status=cancelled')).json();
    expect(cancelled.results.map((each) => each.id)).toContain(booking.id);
  });

  it('refunds what the kind keeps after its deadline, and refuses a second cancel', async () => {
    const booking = await place(layla, standInOrder({ startsInDays: 1.5 }));
    await advance(0.75 * DAY);
    const releases = fake.calls.release.length;

    const first = await cancel(layla, booking.reference);
    const second = await cancel(layla, booking.reference);

    expect(first.json().refund).toEqual({ amount: '100.00', currency: 'USD' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: 'This booking is already cancelled.',
      code: 'already_cancelled',
    });
    expect(fake.calls.release.length).toBe(releases + 1);
  });

  it('answers 409 with the kind’s words once it has started, and 404 for another user', async () => {
    const booking = await place(layla, standInOrder({ startsInDays: 0.5 }));
    const theirs = await cancel(omar, booking.reference);
    await advance(DAY);

    const response = await cancel(layla, booking.reference);

    expect(theirs.statusCode).toBe(404);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'This rental has already started.',
      code: 'started',
    });
    const listed = (await get(layla, `/api/bookings/${booking.reference}/`)).json();
    expect(listed.status).toBe('confirmed');
    expect(listed.cancellation).toMatchObject({
      allowed: false,
      refund: '0.00',
      reason: 'started',
    });
  });
});

// Last: it uses up the account's orders for the hour.
describe('the order limit', () => {
  it(`allows ${ORDER_RATE_LIMIT.limit} orders an hour per account; refused orders do not count`, async () => {
    const sara = await signUp(t);
    await refusal(place(sara, standInOrder({ units: 0 })));
    for (let index = 0; index < ORDER_RATE_LIMIT.limit; index += 1) {
      await place(sara, standInOrder({ payment: { method: 'pay-on-pickup' } }));
      await cancel(
        sara,
        (await get(sara, '/api/bookings/?page_size=1')).json().results[0].reference,
      );
    }

    const over = await refusal(place(sara, standInOrder()));
    const others = await place(omar, standInOrder({ payment: { method: 'pay-on-pickup' } }));
    await advance(ORDER_RATE_LIMIT.windowSeconds * 1000);
    const nextHour = await place(sara, standInOrder({ payment: { method: 'pay-on-pickup' } }));

    expect(over.status).toBe(429);
    expect(others.status).toBe('confirmed');
    expect(nextHour.status).toBe('confirmed');
  });
});
