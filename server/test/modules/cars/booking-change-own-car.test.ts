import { carRentalSales } from '../../../src/db/schema.ts';
import { signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { expectRefusedUnchanged } from '../bookings/change-refusals.ts';
import { money, rentalQuery } from './car-helpers.ts';
import { BRANCH, bookRental, newKey, postChange, sameCar } from './change-helpers.ts';

// A change of a car booking is priced as if its own car were given back first, as the change
// itself gives it back (issue 28). Prices rise as cars go and a search counts the booking's own
// car as out, so its rental found again costs more than it did; a change must not charge the
// renter for their own car, nor call their own last car sold out.
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const post = (reference: string, body: unknown, options: { quote?: boolean } = {}) =>
  postChange(t, user, reference, body, options);

const carsOut = async () =>
  (await t.app.db.select().from(carRentalSales)).map((row) => [row.day, row.carsOut]).sort();

it('quotes and makes the same car at the same times for 0.00, though a search now prices it higher', async () => {
  // Two cars left: the booking takes one, and a search counts it as out.
  const booked = await bookRental(t, user, newKey(), { carsLeft: 2 });
  const again = await sameCar(t, booked, 0, 3);
  expect(money(again.price.total)).toBeGreaterThan(money(booked.offer.price.total));
  const body = { version: 1, offerId: again.id };

  const quote = await post(booked.booking.reference, body, { quote: true });

  expect(quote.statusCode).toBe(200);
  expect(quote.json().difference).toEqual({
    currency: booked.booking.price.currency,
    total: '0.00',
    charge: '0.00',
    refund: '0.00',
  });
  expect(quote.json().proposed.price.total).toBe(booked.booking.price.total);
  const changed = await post(booked.booking.reference, body);
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    version: 2,
    price: { total: booked.booking.price.total },
    changes: [{ charged: '0.00', refunded: '0.00' }],
  });
});

it('keeps the last car of its class, its own, through a change of add-ons', async () => {
  // The booking takes the last car: a search no longer offers it.
  const booked = await bookRental(t, user, newKey(), { carsLeft: 1 });
  await expect(sameCar(t, booked, 0, 3)).rejects.toThrow(/not offered/);
  const before = await carsOut();
  const body = { version: 1, offerId: booked.offer.id, extras: { gps: false } };

  const quote = await post(booked.booking.reference, body, { quote: true });
  const changed = await post(booked.booking.reference, body);

  expect(quote.statusCode).toBe(200);
  expect(changed.statusCode).toBe(200);
  const refunded = money(booked.booking.price.total) - money(changed.json().price.total);
  expect(refunded).toBeGreaterThan(0);
  expect(changed.json()).toMatchObject({
    version: 2,
    details: { extras: { gps: false } },
    changes: [{ charged: '0.00', refunded: (refunded / 100).toFixed(2) }],
  });
  // Given back and taken again in one transaction: still the last car, still the booking's.
  expect(await carsOut()).toEqual(before);
});

describe('new times only, for the car as booked', () => {
  it('moves a rental holding the last car of its class a day longer, which a search cannot offer', async () => {
    const booked = await bookRental(t, user, newKey(), { carsLeft: 1 });
    await expect(sameCar(t, booked, 0, 4)).rejects.toThrow(/not offered/);
    const { pickupLocation: _branch, ...times } = await rentalQuery(t, BRANCH, 20, 4);
    const body = { version: 1, ...times, extras: booked.booking.details.extras };

    const quote = await post(booked.booking.reference, body, { quote: true });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().proposed).toMatchObject({
      endDate: `${times.returnDate}T${times.returnTime}:00`,
      details: {
        days: 4,
        supplier: { code: booked.offer.supplier.code },
        car: { acriss: booked.offer.car.acriss },
      },
    });
    expect(money(quote.json().difference.total)).toBeGreaterThan(0);

    const changed = await post(booked.booking.reference, body);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      version: 2,
      price: { total: quote.json().proposed.price.total },
      details: { days: 4 },
    });
  });

  it('refuses a half or a double request, and times a search refuses, changing nothing', async () => {
    const booked = await bookRental(t, user, newKey());
    const reference = booked.booking.reference;
    const { pickupLocation: _branch, ...times } = await rentalQuery(t, BRANCH, 20, 4);
    const cases = [
      [{ version: 1, pickupDate: times.pickupDate }, 'pickupTime'],
      [{ version: 1 }, 'pickupDate'],
      [{ version: 1, offerId: booked.offer.id, ...times }, 'offerId'],
      [{ version: 1, ...times, returnDate: booked.pickupDate, returnTime: '09:00' }, 'return'],
      [{ version: 1, ...times, dropoffLocation: 'NOPE' }, 'dropoffLocation'],
      [{ version: 1, ...times, pickupDate: '2027-02-30' }, 'pickupDate'],
    ] as const;
    await expectRefusedUnchanged(
      t,
      user,
      reference,
      (body) => post(reference, body, { quote: true }),
      cases,
    );
  });
});
