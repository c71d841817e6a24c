import { loadCarInventory } from '../../../src/inventory/cars/inventory.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import type { CarBooking } from '../../../src/modules/cars/booking/schemas.ts';
import { addCarOut } from '../../../src/modules/cars/repository.ts';
import { bearer, signUp, waitForSubject, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { money, rentalQuery, search } from './car-helpers.ts';
import { bookRental, newKey, postChange, sameCar } from './change-helpers.ts';

// Changing a car booking (issue 28): other dates or times, another drop-off branch or other
// add-ons for the same car from the same branch, quoted, then made against the version quoted.
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const book = (options: Parameters<typeof bookRental>[3] = {}) =>
  bookRental(t, user, newKey(), options);
const post = (reference: string, body: unknown, options: { quote?: boolean } = {}) =>
  postChange(t, user, reference, body, options);

it('quotes a longer rental, then makes it: same reference, charged the difference, told', async () => {
  const booked = await book();
  const longer = await sameCar(t, booked, 0, 5);
  const body = { version: 1, offerId: longer.id };

  const quote = await post(booked.booking.reference, body, { quote: true });
  expect(quote.statusCode).toBe(200);
  const { current, proposed, difference } = quote.json();
  expect(current.details.days).toBe(3);
  expect(proposed.details).toMatchObject({ days: 5, extras: { gps: true } });
  const more = money(proposed.price.total) - money(current.price.total);
  expect(more).toBeGreaterThan(0);
  expect(difference).toMatchObject({ total: (more / 100).toFixed(2), refund: '0.00' });
  expect(difference.charge).toBe((more / 100).toFixed(2));

  const response = await post(booked.booking.reference, body);
  expect(response.statusCode).toBe(200);
  const changed = response.json() as CarBooking;
  expect(changed).toMatchObject({
    reference: booked.booking.reference,
    version: 2,
    price: { total: proposed.price.total },
    details: { days: 5, returnAt: longer.returnAt },
  });
  expect(changed.changes[0]).toMatchObject({ charged: difference.charge, refunded: '0.00' });
  await waitForSubject(
    t,
    user.account.email,
    `Your Safar car rental ${booked.booking.reference} is changed`,
  );
});

it('gives back the difference of a shorter rental without the GPS; the same rental moves nothing', async () => {
  const booked = await book();
  const same = await post(booked.booking.reference, { version: 1, offerId: booked.offer.id });
  expect(same.statusCode).toBe(200);
  expect(same.json().changes[0]).toMatchObject({ charged: '0.00', refunded: '0.00' });

  const shorter = await sameCar(t, booked, 0, 2);
  const response = await post(booked.booking.reference, {
    version: 2,
    offerId: shorter.id,
    extras: { gps: false },
  });

  expect(response.statusCode).toBe(200);
  const changed = response.json() as CarBooking;
  const less = money(booked.booking.price.total) - money(changed.price.total);
  expect(less).toBeGreaterThan(0);
  expect(changed.details.extras.gps).toBe(false);
  expect(changed.changes[1]).toMatchObject({ charged: '0.00', refunded: (less / 100).toFixed(2) });
});

it('moves the drop-off to another branch of the country', async () => {
  const inventory = await loadCarInventory();
  const dxb = inventory.branches.get('DXB')!;
  const other = [...inventory.branches.values()].find(
    (branch) => branch.code !== 'DXB' && branch.city.countryCode === dxb.city.countryCode,
  );
  if (!other) throw new Error('no other branch in the country');
  const booked = await book();
  const oneWay = await sameCar(t, booked, 0, 3, { dropoffLocation: other.code });

  const response = await post(booked.booking.reference, { version: 1, offerId: oneWay.id });

  expect(response.statusCode).toBe(200);
  expect(response.json().details.dropoff.code).toBe(other.code);
});

it('lets one of two changes at once win, and refuses sold-out days, leaving the booking as it was', async () => {
  const booked = await book();
  const [four, five] = await Promise.all([sameCar(t, booked, 0, 4), sameCar(t, booked, 0, 5)]);
  const answers = await Promise.all([
    post(booked.booking.reference, { version: 1, offerId: four.id }),
    post(booked.booking.reference, { version: 1, offerId: five.id }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('booking_changed');

  const later = await sameCar(t, booked, 10, 2);
  const day = addDays(booked.pickupDate, 11);
  for (let index = 0; index < 60; index += 1) {
    await addCarOut(
      t.app.db,
      {
        branchCode: 'DXB',
        supplierCode: booked.offer.supplier.code,
        carClass: booked.offer.car.acriss,
        day,
      },
      new Date(),
    );
  }
  t.app.searchAnswers.salesChanged();
  const soldOut = await post(booked.booking.reference, { version: 2, offerId: later.id });
  expect(soldOut.statusCode).toBe(409);
  expect(soldOut.json().code).toBe('sold_out');
  const now = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/${booked.booking.reference}/`,
    headers: bearer(user.access),
  });
  expect(now.json()).toMatchObject({ version: 2, changes: [expect.any(Object)] });
});

it('refuses another car, a non-refundable rental and an unknown offer', async () => {
  const booked = await book();
  const query = await rentalQuery(t, 'DXB', 20, 3);
  const otherCar = (await search(t, { ...query, page_size: 50 })).results.find(
    (offer) => offer.car.acriss !== booked.offer.car.acriss,
  )!;
  const other = await post(booked.booking.reference, { version: 1, offerId: otherCar.id });
  expect(other.statusCode).toBe(400);
  expect(other.json()).toMatchObject({ code: 'other_car', field: 'offerId' });

  const garbage = await post(booked.booking.reference, { version: 1, offerId: 'nope' });
  expect(garbage.statusCode).toBe(400);

  const locked = await book({ refundable: false });
  const refused = await post(locked.booking.reference, { version: 1, offerId: locked.offer.id });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    detail: 'A non-refundable rental cannot be changed.',
    code: 'change_not_allowed',
  });
});
