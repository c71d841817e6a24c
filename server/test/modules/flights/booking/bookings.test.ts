import { eq } from 'drizzle-orm';
import { bookings } from '../../../../src/db/schema.ts';
import type {
  FlightBooking,
  FlightBookingsPage,
} from '../../../../src/modules/flights/booking/schemas.ts';
import { bearer, signUp, waitForMail, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  emiratesOffer,
  emiratesOfferWithId,
  flightsOf,
  leaveSeats,
  order,
  orderBody,
  seatsSold,
  signInAgain,
} from './booking-helpers.ts';

let t: TestApp;
let layla: SignedIn;
let omar: SignedIn;
const laylas: FlightBooking[] = [];
let omars: FlightBooking;
beforeAll(async () => {
  t = await buildTestApp();
  layla = await signUp(t);
  omar = await signUp(t);
  // Five bookings a second apart, on different days, and one of another user's.
  for (let days = 30; days < 35; days += 1) {
    const response = await order(t, layla.access, orderBody(await emiratesOffer(t, days)));
    laylas.push(response.json());
    t.clock.advance(1000);
  }
  omars = (await order(t, omar.access, orderBody(await emiratesOffer(t, 30)))).json();
});
afterAll(() => t.close());

const get = (user: SignedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(user.access) : {} });
const cancel = (user: SignedIn | null, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/flights/bookings/${id}/cancel/`,
    headers: user ? bearer(user.access) : {},
  });

const newestFirst = () => [...laylas].reverse().map((booking) => booking.id);

describe('GET /api/flights/bookings/', () => {
  it('lists the caller’s bookings only, newest first, 10 to a page', async () => {
    const response = await get(layla, '/api/flights/bookings/');

    expect(response.statusCode).toBe(200);
    const page: FlightBookingsPage = response.json();
    expect(page.count).toBe(5);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
    expect(page.results.map((booking) => booking.id)).toEqual(newestFirst());
    expect(page.results.at(-1)).toEqual(laylas[0]);
    const theirs: FlightBookingsPage = (await get(omar, '/api/flights/bookings/')).json();
    expect(theirs.results.map((booking) => booking.id)).toEqual([omars.id]);
  });

  it('pages without repeating or skipping a booking', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/flights/bookings/?page_size=2';
    const pages: FlightBookingsPage[] = [];
    while (url !== null) {
      const page: FlightBookingsPage = (await get(layla, url)).json();
      pages.push(page);
      seen.push(...page.results.map((booking) => booking.id));
      url = page.next;
    }

    expect(pages.map((page) => page.results.length)).toEqual([2, 2, 1]);
    expect(pages[1]!.previous).toBe('/api/flights/bookings/?page_size=2&page=1');
    expect(seen).toEqual(newestFirst());
  });

  it.each([['page_size=51'], ['page=0'], ['page_size=abc']])(
    'answers 400 for %s',
    async (query) => {
      const response = await get(layla, `/api/flights/bookings/?${query}`);
      expect(response.statusCode).toBe(400);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await get(null, '/api/flights/bookings/')).statusCode).toBe(401);
  });
});

describe('GET /api/flights/bookings/{id}/', () => {
  it('answers one of the caller’s bookings', async () => {
    const response = await get(layla, `/api/flights/bookings/${laylas[2]!.id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(laylas[2]);
  });

  it('names the places of the booked flights, in English and Arabic', async () => {
    const segment = laylas[2]!.details.flightOffer.itineraries[0]!.segments[0]!;

    expect(segment.departure).toMatchObject({
      iataCode: 'DXB',
      name: 'Dubai International Airport',
      nameAr: 'مطار دبي الدولي',
      cityName: 'Dubai',
      cityNameAr: 'دبي',
    });
    expect(segment.arrival).toMatchObject({ iataCode: 'LHR', cityName: 'London' });
  });

  it('answers a booking stored before the names with the codes alone', async () => {
    const sami = await signUp(t);
    const booked: FlightBooking = (
      await order(t, sami.access, orderBody(await emiratesOffer(t, 31)))
    ).json();
    const stored = {
      ...booked.details,
      flightOffer: JSON.parse(
        JSON.stringify(booked.details.flightOffer, (key, value: unknown) =>
          ['name', 'nameAr', 'cityName', 'cityNameAr'].includes(key) ? undefined : value,
        ),
      ),
    };
    await t.app.db.update(bookings).set({ details: stored }).where(eq(bookings.id, booked.id));

    const response = await get(sami, `/api/flights/bookings/${booked.id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...booked, details: stored });
  });

  it('answers 404 for another user’s booking or an unknown id, 400 for a malformed id', async () => {
    const theirs = await get(layla, `/api/flights/bookings/${omars.id}/`);
    const unknown = await get(layla, '/api/flights/bookings/00000000-0000-4000-8000-000000000000/');
    const malformed = await get(layla, '/api/flights/bookings/not-a-uuid/');

    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Booking not found.', code: 'not_found' });
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('id');
  });

  it('answers 401 without a token', async () => {
    expect((await get(null, `/api/flights/bookings/${laylas[0]!.id}/`)).statusCode).toBe(401);
  });
});

describe('POST /api/flights/bookings/{id}/cancel/', () => {
  it('cancels, gives the seats back and mails the traveller', async () => {
    const offer = await emiratesOffer(t, 40);
    await leaveSeats(t, offer, 9);
    const nine = (await emiratesOfferWithId(t, 40, offer.id, { adults: '2' }))!;
    const body = orderBody(nine, {
      contact: { email: 'cancel.me@example.com', phone: '+971501234567' },
    });
    const booking: FlightBooking = (await order(t, layla.access, body)).json();
    const [flight] = await flightsOf(nine);
    const sold = await seatsSold(t, flight!);
    expect((await emiratesOfferWithId(t, 40, offer.id))?.numberOfBookableSeats).toBe(7);

    const response = await cancel(layla, booking.id);

    expect(response.statusCode).toBe(200);
    // More than 24 hours before departure: everything back.
    expect(booking.cancellation).toEqual({
      allowed: true,
      refund: booking.price.total,
      paid: booking.price.total,
      free: true,
      freeUntil: new Date(Date.parse(booking.startsAt) - 24 * 3600_000).toISOString(),
      freeUntilLocal: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      reason: null,
    });
    expect(response.json()).toEqual({
      ...booking,
      status: 'cancelled',
      cancelledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      refund: { amount: booking.price.total, currency: booking.price.currency },
      cancellation: {
        allowed: false,
        refund: '0.00',
        paid: booking.price.total,
        free: false,
        freeUntil: null,
        freeUntilLocal: null,
        reason: 'cancelled',
      },
    });
    expect(Date.parse(response.json().cancelledAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await seatsSold(t, flight!)).toBe(sold - 2);
    expect((await emiratesOfferWithId(t, 40, offer.id))?.numberOfBookableSeats).toBe(9);
    expect((await get(layla, `/api/flights/bookings/${booking.id}/`)).json().status).toBe(
      'cancelled',
    );
    const mails = await waitForMail(t, 'cancel.me@example.com', 2);
    expect(mails[0]!.subject).toBe(`Your Safar booking ${booking.reference} is cancelled`);
  });

  it('answers 409 already_cancelled the second time, and gives nothing back twice', async () => {
    const booking = laylas[1]!;
    const [flight] = await flightsOf(booking.details.flightOffer);
    const first = await cancel(layla, booking.id);
    const sold = await seatsSold(t, flight!);

    const second = await cancel(layla, booking.id);

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: 'This booking is already cancelled.',
      code: 'already_cancelled',
    });
    expect(await seatsSold(t, flight!)).toBe(sold);
  });

  it('cancels an in-progress (bank transfer) booking', async () => {
    const offer = await emiratesOffer(t, 41);
    const booking = (
      await order(t, layla.access, orderBody(offer, { payment: { method: 'bank-transfer' } }))
    ).json();
    expect(booking.status).toBe('in-progress');

    const response = await cancel(layla, booking.id);

    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('cancelled');
  });

  it('answers 404 for another user’s booking and leaves it as it was', async () => {
    const response = await cancel(layla, omars.id);

    expect(response.statusCode).toBe(404);
    expect((await get(omar, `/api/flights/bookings/${omars.id}/`)).json().status).toBe('confirmed');
  });

  it('answers 401 without a token and 400 for a malformed id', async () => {
    expect((await cancel(null, laylas[0]!.id)).statusCode).toBe(401);
    expect((await cancel(layla, 'nope')).statusCode).toBe(400);
  });

  // Last: it moves the clock past the departure.
  it('refunds all but the fares in the last 24 hours, and answers 409 started once the flight has left', async () => {
    const offer = await emiratesOffer(t, 1);
    const booking = (await order(t, layla.access, orderBody(offer))).json();
    const departure = Date.parse(`${offer.itineraries[0]!.segments[0]!.departure.at}+04:00`);
    t.clock.advance(departure - t.clock.now().getTime() - 60_000);
    const later = await signInAgain(t, layla);
    const current: FlightBooking = (
      await get(later, `/api/flights/bookings/${booking.id}/`)
    ).json();
    const fare = current.price.lines.find((line) => line.code === 'FARE')!;
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    expect(current.cancellation).toEqual({
      allowed: true,
      refund: ((cents(current.price.total) - cents(fare.amount)) / 100).toFixed(2),
      paid: current.price.total,
      free: false,
      freeUntil: new Date(departure - 24 * 3600_000).toISOString(),
      freeUntilLocal: expect.any(String),
      reason: null,
    });
    expect((await cancel(later, laylas[3]!.id)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);

    const response = await cancel(later, booking.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'This flight has already departed.',
      code: 'started',
    });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the booking routes under the bookings tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = document.paths;

    const pricing = paths['/api/shopping/flight-offers/pricing/'].post;
    const orders = paths['/api/booking/flight-orders/'].post;
    const list = paths['/api/flights/bookings/'].get;
    const detail = paths['/api/flights/bookings/{id}/'].get;
    const cancelling = paths['/api/flights/bookings/{id}/cancel/'].post;
    for (const operation of [pricing, orders, list, detail, cancelling]) {
      expect(operation.tags).toEqual(['bookings']);
      expect(operation.summary).toEqual(expect.any(String));
    }
    expect(Object.keys(pricing.responses)).toEqual(['200', '400', '409', '413', '415']);
    expect(Object.keys(orders.responses)).toEqual([
      '201',
      '400',
      '401',
      '409',
      '413',
      '415',
      '429',
    ]);
    const conflict = orders.responses['409'].content['application/json'].schema;
    expect(Object.keys(conflict.properties)).toEqual(['detail', 'code', 'field', 'flightOffer']);
    expect(orders.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(orders.security).toEqual([{ bearerAuth: [] }]);
    expect(pricing.security).toBeUndefined();
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['page', 'page_size']);
    expect(Object.keys(cancelling.responses)).toEqual(['200', '400', '401', '404', '409']);
    expect(detail.responses['404']).toBeDefined();
  });
});
