import { sql } from 'drizzle-orm';
import { ApiError } from '../../../src/lib/api-error.ts';
import type { BookingAdapter } from '../../../src/modules/bookings/adapter.ts';
import type { Booking } from '../../../src/modules/bookings/schemas.ts';
import type { HotelOrderRequest } from '../../../src/modules/hotels/booking/schemas.ts';
import type { HotelRate } from '../../../src/modules/hotels/schemas.ts';
import type { Message, MessagesPage } from '../../../src/modules/messages/schemas.ts';
import { bearer, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import {
  emiratesOffer,
  leaveSeats,
  order,
  orderBody,
  signInAgain,
  VISA,
} from '../flights/booking/booking-helpers.ts';
import { availabilityWithEveryRate, ratesOf, searchBody } from '../hotels/hotel-helpers.ts';

// /api/messages/: what Safar told a traveller about their bookings. Confirmations and
// cancellations are written with the booking; reminders when first read after they fall due.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const get = (who: SignedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? bearer(who.access) : {} });
const post = (who: SignedIn | null, url: string) =>
  t.app.inject({ method: 'POST', url, headers: who ? bearer(who.access) : {} });
const messages = async (who: SignedIn, query = '') => {
  const response = await get(who, `/api/messages/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as MessagesPage;
};
const unread = async (who: SignedIn) =>
  ((await get(who, '/api/messages/unread/')).json() as { unread: number }).unread;
const cancel = (who: SignedIn, reference: string) =>
  post(who, `/api/bookings/${reference}/cancel/`);

async function bookFlight(who: SignedIn, days: number): Promise<Booking> {
  const response = await order(t, who.access, orderBody(await emiratesOffer(t, days)));
  expect(response.statusCode).toBe(201);
  return response.json();
}

// A refundable room for two in Paris, `days` ahead, booked.
async function bookHotel(who: SignedIn, days: number): Promise<Booking> {
  const body = await searchBody(t);
  const shift = (date: string) =>
    new Date(Date.parse(date) + (days - 30) * 24 * HOUR).toISOString().slice(0, 10);
  const page = await availabilityWithEveryRate(
    t,
    { ...body, checkIn: shift(body.checkIn), checkOut: shift(body.checkOut) },
    '?page_size=20',
  );
  const rate = page.results
    .flatMap(ratesOf)
    .find((each: HotelRate) => each.rateClass === 'NOR' && each.rooms === 1);
  if (!rate) throw new Error('no refundable Paris rate');
  const hotelOrder: HotelOrderRequest = {
    holder: { fullName: 'Layla Haddad', nationality: 'UAE', passportId: 'N1234567' },
    rooms: [{ rateKey: rate.rateKey, guests: [{ fullName: 'Layla Haddad' }] }],
    contact: { email: who.account.email, phone: '+971 50 123 4567' },
    payment: {
      method: 'credit-card',
      card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Layla Haddad' },
    },
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/booking/',
    payload: hotelOrder,
    headers: bearer(who.access),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const ofType = (page: MessagesPage, type: Message['type']) =>
  page.results.filter((message) => message.type === type);

describe('every route needs a signed-in traveller', () => {
  it.each([
    ['GET', '/api/messages/'],
    ['GET', '/api/messages/unread/'],
    ['POST', '/api/messages/00000000-0000-4000-8000-000000000000/read/'],
    ['POST', '/api/messages/read-all/'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('bookings and cancellations', () => {
  it('writes a confirmation with the booking and a cancellation with the cancellation', async () => {
    const layla = await signUp(t);
    expect(await messages(layla)).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
      unread: 0,
    });

    const booking = await bookFlight(layla, 20);
    const afterBooking = await messages(layla);
    t.clock.advance(1000);
    const cancelled = await cancel(layla, booking.reference);
    expect(cancelled.statusCode).toBe(200);
    const afterCancel = await messages(layla);

    const about = {
      reference: booking.reference,
      kind: 'flight',
      title: booking.title,
      startsLocal: booking.date,
      endsLocal: booking.endDate,
    };
    expect(afterBooking).toMatchObject({ count: 1, unread: 1 });
    expect(afterBooking.results[0]).toEqual({
      id: expect.any(String),
      type: 'booking_confirmed',
      params: {
        booking: about,
        status: 'confirmed',
        total: { amount: booking.price.total, currency: booking.price.currency },
      },
      createdAt: booking.createdAt,
      readAt: null,
    });
    expect(afterCancel).toMatchObject({ count: 2, unread: 2 });
    expect(afterCancel.results.map((message) => message.type)).toEqual([
      'booking_cancelled',
      'booking_confirmed',
    ]);
    expect(afterCancel.results[0]).toMatchObject({
      params: { booking: about, refund: cancelled.json().refund },
      createdAt: cancelled.json().cancelledAt,
    });
    expect(await unread(layla)).toBe(2);
  });

  it('writes one for a hotel stay too, and says a bank transfer is awaited', async () => {
    const layla = await signUp(t);
    const stay = await bookHotel(layla, 40);
    const flight = await order(
      t,
      layla.access,
      orderBody(await emiratesOffer(t, 21), { payment: { method: 'bank-transfer' } }),
    );
    const page = await messages(layla);
    expect(page.results.map((message) => [message.type, message.params.booking.kind])).toEqual([
      ['booking_confirmed', 'flight'],
      ['booking_confirmed', 'hotel'],
    ]);
    expect(page.results[0]!.params).toMatchObject({
      booking: { reference: flight.json().reference },
      status: 'in-progress',
    });
    expect(page.results[1]!.params.booking).toMatchObject({
      reference: stay.reference,
      title: stay.title,
    });
  });

  it('writes nothing for a booking that fails, or for a cancellation refused', async () => {
    const layla = await signUp(t);
    const offer = await emiratesOffer(t, 22);
    await leaveSeats(t, offer, 0);
    const failed = await order(t, layla.access, orderBody(offer));
    expect(failed.statusCode).toBe(409);
    expect(await messages(layla)).toMatchObject({ count: 0, unread: 0 });

    const booking = await bookFlight(layla, 23);
    await cancel(layla, booking.reference);
    expect((await cancel(layla, booking.reference)).statusCode).toBe(409);
    expect((await messages(layla)).count).toBe(2);
  });

  it('writes them for any kind the booking core books (a stand-in car), in its transaction', async () => {
    const layla = await signUp(t);
    let failTake = false;
    const car: BookingAdapter<
      { contact: Booking['contact']; payment: { method: string } },
      object,
      object
    > = {
      kind: 'car',
      paymentMethods: ['pay-on-pickup'],
      startedMessage: 'This rental has already started.',
      async prepare(_order, now) {
        const at = new Date(now.getTime() + 10 * 24 * HOUR);
        const local = at.toISOString().slice(0, 19);
        return {
          title: 'Dubai Airport',
          starts: { local, at },
          ends: { local, at },
          party: { adults: 1, children: 0, infants: 0 },
          price: { currency: 'USD', lines: [], total: '125.00' },
          details: {},
          holds: {},
        };
      },
      async take(tx) {
        await tx.execute(sql`select 1`);
        if (failTake) throw new ApiError(409, { detail: 'No cars left.', code: 'sold_out' });
      },
      async release() {},
      terms: () => ({
        allowed: true,
        refundMinor: 0,
        paidMinor: 0,
        free: false,
        freeUntil: null,
        freeUntilLocal: null,
        reason: null,
      }),
      async times(booking) {
        return { startsAt: new Date(booking.startsLocal), endsAt: new Date(booking.endsLocal) };
      },
      confirmationMail: (booking) => ({ to: booking.contact.email, subject: 'Car', text: '' }),
      cancellationMail: (booking) => ({ to: booking.contact.email, subject: 'Car', text: '' }),
    };
    t.app.bookings.register(car as unknown as BookingAdapter);
    const rental = {
      contact: { email: layla.account.email, phone: '+971501234567' },
      payment: { method: 'pay-on-pickup' },
    };

    failTake = true;
    await expect(t.app.bookings.placeOrder('car', layla.userId, null, rental)).rejects.toThrow(
      'No cars left.',
    );
    failTake = false;
    const booked = await t.app.bookings.placeOrder('car', layla.userId, null, rental);

    const page = await messages(layla);
    expect(page.count).toBe(1);
    expect(page.results[0]!.params.booking).toMatchObject({
      kind: 'car',
      reference: booked.reference,
    });
  });
});

describe('reading', () => {
  it('marks one as read (keeping when), then all; another traveller’s is a 404', async () => {
    const layla = await signUp(t);
    const omar = await signUp(t);
    await bookFlight(layla, 24);
    const booking = await bookFlight(layla, 25);
    await cancel(layla, booking.reference);
    const [newest] = (await messages(layla)).results;

    const read = await post(layla, `/api/messages/${newest!.id}/read/`);
    t.clock.advance(1000);
    const again = await post(layla, `/api/messages/${newest!.id}/read/`);

    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: newest!.id, readAt: expect.any(String) });
    expect(again.json().readAt).toBe(read.json().readAt);
    expect(await unread(layla)).toBe(2);
    expect((await post(omar, `/api/messages/${newest!.id}/read/`)).statusCode).toBe(404);
    expect(
      (await post(layla, '/api/messages/00000000-0000-4000-8000-000000000000/read/')).statusCode,
    ).toBe(404);
    const bad = await post(layla, '/api/messages/nope/read/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
    expect(await messages(omar)).toMatchObject({ count: 0, unread: 0 });

    const all = await post(layla, '/api/messages/read-all/');
    expect(all.json()).toEqual({ unread: 0 });
    expect((await messages(layla)).results.every((message) => message.readAt)).toBe(true);
  });

  it('pages newest first and names bad parameters', async () => {
    const layla = await signUp(t);
    for (const days of [26, 27, 28]) {
      await bookFlight(layla, days);
      t.clock.advance(1000);
    }
    const first = await messages(layla, '?page_size=2');
    const second = await messages(layla, '?page_size=2&page=2');
    expect(first).toMatchObject({ count: 3, unread: 3, next: '/api/messages/?page_size=2&page=2' });
    expect(second.results).toHaveLength(1);
    expect(second.previous).toBe('/api/messages/?page_size=2&page=1');
    for (const query of ['?page_size=0', '?page_size=51', '?page=0', '?page=x']) {
      const response = await get(layla, `/api/messages/${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(query.slice(1).split('=')[0]);
    }
  });
});

// Last: this moves the clock forward by days.
describe('reminders', () => {
  it('arrive once each when due, never before, and not for a cancelled booking', async () => {
    let layla = await signUp(t);
    const flight = await bookFlight(layla, 5);
    const dropped = await bookFlight(layla, 5);
    await cancel(layla, dropped.reference);
    const stay = await bookHotel(layla, 6);
    const departs = Date.parse(flight.startsAt);
    const flightFreeUntil = Date.parse(flight.cancellation.freeUntil!);
    const hotelFreeUntil = Date.parse(stay.cancellation.freeUntil!);
    expect(flightFreeUntil).toBe(departs - 24 * HOUR);

    const moveTo = async (at: number) => {
      t.clock.advance(at - t.clock.now().getTime());
      layla = await signInAgain(t, layla);
    };
    const reminders = async () => {
      const page = await messages(layla);
      return page.results
        .filter(
          (message) =>
            message.type === 'check_in_opens' || message.type === 'free_cancellation_ends',
        )
        .map((message) => `${message.type} ${message.params.booking.reference}`)
        .sort();
    };

    expect(await reminders()).toEqual([]);
    // A minute before the flight's free cancellation enters its last 48 hours: nothing yet.
    await moveTo(flightFreeUntil - 48 * HOUR - MINUTE);
    expect(await reminders()).toEqual([]);
    await moveTo(flightFreeUntil - 48 * HOUR + MINUTE);
    // Read by several at once (two tabs and the header), it arrives once.
    await Promise.all([unread(layla), unread(layla), messages(layla)]);
    expect(await reminders()).toEqual([`free_cancellation_ends ${flight.reference}`]);
    const notice = ofType(await messages(layla), 'free_cancellation_ends')[0]!;
    expect(notice.params).toMatchObject({
      freeUntil: flight.cancellation.freeUntil,
      freeUntilLocal: flight.cancellation.freeUntilLocal,
    });

    // The hotel's turn, then check-in for the flight, 24 hours before it leaves.
    await moveTo(hotelFreeUntil - 48 * HOUR + MINUTE);
    expect(await reminders()).toContain(`free_cancellation_ends ${stay.reference}`);
    await moveTo(departs - 24 * HOUR - MINUTE);
    expect(await reminders()).not.toContain(`check_in_opens ${flight.reference}`);
    await moveTo(departs - 24 * HOUR + MINUTE);
    const before = await unread(layla);
    // Sorted as reminders() sorts them (the references are random).
    expect(await reminders()).toEqual(
      [
        `check_in_opens ${flight.reference}`,
        `free_cancellation_ends ${flight.reference}`,
        `free_cancellation_ends ${stay.reference}`,
      ].sort(),
    );
    expect(await unread(layla)).toBe(before);
    const checkIn = ofType(await messages(layla), 'check_in_opens')[0]!;
    expect(checkIn).toMatchObject({
      params: { departsAt: flight.startsAt, booking: { startsLocal: flight.date } },
      readAt: null,
    });

    // After departure nothing new arrives, and what arrived stays.
    await moveTo(departs + 2 * HOUR);
    expect(await reminders()).toHaveLength(3);
  });
});
