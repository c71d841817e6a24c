import { and, eq } from 'drizzle-orm';
import { carRentalSales } from '../../../src/db/schema.ts';
import type { CarBooking } from '../../../src/modules/cars/booking/schemas.ts';
import type { CarOffer } from '../../../src/modules/cars/schemas.ts';
import { bearer, login, signUp, waitForMail, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { money, orderBody, rentalQuery, search } from './car-helpers.ts';

// Booking a car through the booking core: book, replay, list, cancel under the rule; the car
// taken for every day of the rental and given back.
let t: TestApp;
let user: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `car-key-${process.pid}-${(keys += 1)}`;

const book = (body: unknown, key: string | null = newKey(), access = user.access) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cars/bookings/',
    payload: body as object,
    headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
  });
const cancel = (reference: string, access = user.access) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${reference}/cancel/`,
    headers: bearer(access),
  });
const order = (offer: CarOffer, overrides: Record<string, unknown> = {}) =>
  orderBody(offer.id, user.account.email, overrides);

// After the clock moves on, the access token has expired: sign in again.
async function signInAgain() {
  const response = await login(t, user.account.email, user.account.password);
  user = { ...user, access: response.json().access };
}

async function carsOut(offer: CarOffer) {
  const rows = await t.app.db
    .select()
    .from(carRentalSales)
    .where(
      and(
        eq(carRentalSales.branchCode, offer.pickupLocation),
        eq(carRentalSales.supplierCode, offer.supplier.code),
        eq(carRentalSales.carClass, offer.car.acriss),
      ),
    );
  return rows.map((row) => [row.day, row.carsOut]).sort();
}

// A refundable (or not) offer of a class, `daysAhead` days from now for 3 days.
async function offerOf(
  acriss: string,
  daysAhead: number,
  refundable = true,
  query: Record<string, string> = {},
): Promise<CarOffer> {
  const page = await search(t, {
    ...(await rentalQuery(t, 'DXB', daysAhead, 3)),
    acriss,
    ...query,
  });
  const offer = page.results.find((each) => each.cancellation.refundable === refundable);
  if (!offer) throw new Error(`no ${acriss} offer`);
  return offer;
}

it('books a one-way rental with a child seat and comprehensive insurance, and mails the voucher', async () => {
  const offer = await offerOf('SFAR', 20, true, { dropoffLocation: 'DXB-MA' });
  const priced = await t.app.inject({
    method: 'POST',
    url: `/api/cars/offers/${offer.id}/pricing/`,
    payload: { extras: { childSeat: true, insurance: 'comprehensive' }, dateOfBirth: '1990-05-14' },
  });
  expect(priced.statusCode).toBe(200);
  const response = await book(order(offer));
  expect(response.statusCode).toBe(201);
  const booking: CarBooking = response.json();
  expect(booking).toMatchObject({
    kind: 'car',
    status: 'confirmed',
    title: `${offer.car.name}, Dubai International Airport`,
    date: offer.pickupAt,
    endDate: offer.returnAt,
    party: { adults: 1, children: 0, infants: 0 },
    price: priced.json().price,
    payment: { method: 'credit-card', brand: 'visa', last4: '1111' },
    details: {
      offerId: offer.id,
      car: offer.car,
      supplier: offer.supplier,
      pickup: { code: 'DXB', timeZone: 'Asia/Dubai' },
      dropoff: { code: 'DXB-MA' },
      days: 3,
      perDay: offer.price.perDay,
      driver: { fullName: 'Omar Khalid', licenseNumber: 'DXB-1234567' },
      extras: { withDriver: false, childSeat: true, gps: false, insurance: 'comprehensive' },
      deposit: '500.00',
      excess: '0.00',
      refundable: true,
      freeCancellationUntil: offer.cancellation.freeUntil,
      lateCancellationCharge: offer.price.perDay,
    },
    cancellation: {
      allowed: true,
      refund: booking.price.total,
      freeUntilLocal: offer.cancellation.freeUntil,
    },
  });
  const codes = booking.price.lines.map((line) => line.code);
  expect(codes).toEqual(['CAR_RENTAL', 'ONE_WAY_FEE', 'SERVICE_FEE', 'CHILD_SEAT', 'INSURANCE']);
  expect(money(booking.price.total)).toBe(money(offer.price.total) + 1500 + 4500);
  expect(await carsOut(offer)).toHaveLength(4);
  expect((await carsOut(offer)).every(([, out]) => out === 1)).toBe(true);

  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/bookings/?kind=car',
    headers: bearer(user.access),
  });
  expect(listed.json().results.map((each: CarBooking) => each.reference)).toContain(
    booking.reference,
  );
  const [mail] = await waitForMail(t, user.account.email, 2);
  expect(mail!.subject).toBe(`Your Safar car rental ${booking.reference} is confirmed`);
  expect(mail!.text).toContain(
    `Pickup: ${offer.pickupAt.slice(0, 10)} 3:00 PM (Asia/Dubai) at Dubai International Airport`,
  );
  expect(mail!.text).toContain('Deposit: 500.00 USD, held');
  expect(mail!.text).toContain('Excess: 0.00 USD');
  expect(mail!.text).toMatch(/Fuel: (full to full|same to same)/);
  expect(mail!.text).toMatch(/Mileage: /);
  // 24 hours before the 3:00 PM pickup, written as an English reader reads a time.
  const deadline = offer.cancellation.freeUntil!;
  expect(deadline.slice(11, 16)).toBe('15:00');
  expect(mail!.text).toContain(
    `Free cancellation until ${deadline.slice(0, 10)} 3:00 PM branch time (Asia/Dubai)`,
  );
  expect(mail!.text).toContain('licence ending 4567');
  expect(mail!.text).not.toContain('4111');
});

it('answers a retry with the same key and body with the same booking, and refuses another body', async () => {
  const offer = await offerOf('CDAR', 25);
  const key = newKey();
  const first = await book(order(offer), key);
  const again = await book(order(offer), key);
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json().id).toBe(first.json().id);
  expect((await carsOut(offer)).every(([, out]) => out === 1)).toBe(true);
  const changed = await book(order(offer, { extras: { gps: true } }), key);
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({ code: 'idempotency_key_reused' });
});

it('refunds everything before the deadline and gives the car back; another user sees a 404', async () => {
  const offer = await offerOf('IFAR', 30);
  const booking: CarBooking = (await book(order(offer))).json();
  expect(booking.cancellation).toMatchObject({
    free: true,
    paid: booking.price.total,
    refund: booking.price.total,
  });
  const theirs = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/${booking.reference}/`,
    headers: bearer(other.access),
  });
  expect(theirs.statusCode).toBe(404);
  expect((await cancel(booking.reference, other.access)).statusCode).toBe(404);
  const cancelled = await cancel(booking.reference);
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json()).toMatchObject({
    status: 'cancelled',
    refund: { amount: booking.price.total, currency: 'USD' },
    cancellation: { allowed: false, reason: 'cancelled' },
  });
  expect((await carsOut(offer)).every(([, out]) => out === 0)).toBe(true);
  expect((await cancel(booking.reference)).json()).toMatchObject({ code: 'already_cancelled' });
});

it('keeps one day after the deadline, nothing can be cancelled once collected', async () => {
  const late = await offerOf('SDAR', 3);
  const lateBooking: CarBooking = (await book(order(late))).json();
  const early = await offerOf('EDAR', 3);
  const collected: CarBooking = (await book(order(early))).json();
  // Into the last 24 hours before pickup: 12 hours before it, whatever the time of day now.
  const intoLastDay = Date.parse(lateBooking.startsAt) - 12 * 3_600_000 - t.clock.now().getTime();
  t.clock.advance(intoLastDay);
  await signInAgain();
  const shown = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/${lateBooking.reference}/`,
    headers: bearer(user.access),
  });
  const expected = money(lateBooking.price.total) - money(late.price.perDay);
  expect(shown.json().cancellation).toMatchObject({
    allowed: true,
    free: false,
    paid: lateBooking.price.total,
    refund: (expected / 100).toFixed(2),
  });
  expect((await cancel(lateBooking.reference)).json().refund.amount).toBe(
    (expected / 100).toFixed(2),
  );
  t.clock.advance(86_400_000);
  await signInAgain();
  const started = await cancel(collected.reference);
  expect(started.statusCode).toBe(409);
  expect(started.json()).toMatchObject({
    code: 'started',
    detail: 'This car has already been collected.',
  });
  t.clock.advance(-intoLastDay - 86_400_000);
  await signInAgain();
});

it('pays on pickup (nothing charged, free to cancel); a non-refundable supplier takes payment now and refunds nothing', async () => {
  const offer = await offerOf('CDAR', 40);
  const onPickup = await book(order(offer, { payment: { method: 'pay-on-pickup' } }));
  expect(onPickup.statusCode).toBe(201);
  expect(onPickup.json()).toMatchObject({
    status: 'confirmed',
    payment: { method: 'pay-on-pickup' },
    cancellation: { refund: '0.00', paid: '0.00', free: true, allowed: true },
  });
  expect(onPickup.json().cancellation.freeUntilLocal).toBe(
    onPickup.json().details.freeCancellationUntil,
  );
  const strict = await offerOf('EDAR', 40, false);
  expect(strict.cancellation).toMatchObject({
    refundable: false,
    freeUntil: null,
    lateCharge: strict.price.total,
  });
  const refused = await book(order(strict, { payment: { method: 'pay-on-pickup' } }));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ field: 'payment.method' });
  const paid: CarBooking = (await book(order(strict, { extras: {} }))).json();
  expect(paid.details).toMatchObject({ refundable: false, freeCancellationUntil: null });
  expect(paid.cancellation).toMatchObject({
    allowed: true,
    refund: '0.00',
    paid: paid.price.total,
    free: false,
    freeUntil: null,
  });
  expect((await cancel(paid.reference)).json().refund).toEqual({ amount: '0.00', currency: 'USD' });
});

it('409 price_changed for an altered total and sold_out once the last car has gone', async () => {
  const offer = await offerOf('LDAR', 50);
  const text = Buffer.from(offer.id, 'base64url').toString('utf8');
  const cheaper = Buffer.from(text.replace(/\|\d+$/, '|100'), 'utf8').toString('base64url');
  const changed = await book(order({ ...offer, id: cheaper }));
  expect(changed.statusCode).toBe(409);
  // At today's price, for the driver's own age on the pickup day.
  expect(changed.json()).toMatchObject({
    code: 'price_changed',
    offer: { price: { total: offer.price.total }, pickupAt: offer.pickupAt },
  });
  const days = (await carsOut(offer)).length;
  expect(days).toBe(0);
  for (let left = offer.carsLeft; left > 0; left -= 1) {
    const fresh = await offerOf('LDAR', 50, true, { supplier: offer.supplier.code });
    const booked = await book(order(fresh));
    expect(booked.statusCode).toBe(201);
  }
  const gone = await book(order(offer));
  expect(gone.statusCode).toBe(409);
  expect(gone.json()).toMatchObject({ code: 'sold_out' });
  const page = await search(t, { ...(await rentalQuery(t, 'DXB', 50, 3)), acriss: 'LDAR' });
  expect(page.results.some((each) => each.supplier.code === offer.supplier.code)).toBe(false);
});

describe('400 naming the field', () => {
  const cases: [string, (offer: CarOffer) => Record<string, unknown>, string][] = [
    [
      'a driver too young for the car',
      () => ({ driver: { ...order({ id: '' } as CarOffer).driver, dateOfBirth: '2005-01-01' } }),
      'driver.dateOfBirth',
    ],
    [
      'a licence number that is not one',
      () => ({ driver: { ...order({ id: '' } as CarOffer).driver, licenseNumber: '!' } }),
      'driver.licenseNumber',
    ],
    [
      'an unknown nationality',
      () => ({ driver: { ...order({ id: '' } as CarOffer).driver, nationality: 'XX' } }),
      'driver.nationality',
    ],
    ['an id that is not an offer', () => ({ offerId: 'bm90LWFuLW9mZmVy' }), 'offerId'],
    ['a card left out', () => ({ payment: { method: 'credit-card' } }), 'payment.card'],
    [
      'a card number that fails Luhn',
      () => ({
        payment: {
          method: 'credit-card',
          card: {
            number: '4111 1111 1111 1112',
            expiry: '12/39',
            cvv: '123',
            holderName: 'Omar Khalid',
          },
        },
      }),
      'payment.card.number',
    ],
    [
      'a payment method cars do not take',
      () => ({ payment: { method: 'bank-transfer' } }),
      'payment.method',
    ],
    [
      'an e-mail that is not one',
      () => ({ contact: { email: 'nope', phone: '+971 50 123 4567' } }),
      'contact.email',
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, field) => {
    const offer = await offerOf('PDAR', 60);
    const response = await book(order(offer, overrides(offer)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('an Idempotency-Key that is not one, and no sign-in', async () => {
    const offer = await offerOf('PDAR', 60);
    const badKey = await book(order(offer), 'not a key!');
    expect(badKey.json()).toMatchObject({ field: 'Idempotency-Key' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cars/bookings/',
      payload: order(offer),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
