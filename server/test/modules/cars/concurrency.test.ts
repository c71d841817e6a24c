import { and, count, eq } from 'drizzle-orm';
import { bookings, carRentalSales } from '../../../src/db/schema.ts';
import { availability, nothingSold, rentalDays } from '../../../src/inventory/cars/fleet.ts';
import { loadCarInventory } from '../../../src/inventory/cars/inventory.ts';
import { bearer, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { orderBody, rentalQuery, search } from './car-helpers.ts';

// The last cars, booked by many renters at once: each day's row is locked and counted inside
// each booking's transaction, so exactly as many bookings succeed as there are cars left, on
// PGlite and on PostgreSQL alike, and no day is ever oversold.
let t: TestApp;
let users: SignedIn[];
beforeAll(async () => {
  t = await buildTestApp();
  users = [];
  for (let index = 0; index < 4; index += 1) users.push(await signUp(t));
});
afterAll(() => t.close());

const LEFT = 2;

it(`rents the ${LEFT} last cars to ${LEFT} of 10 parallel orders; the others get 409 sold_out`, async () => {
  const query = { ...(await rentalQuery(t, 'DXB', 35, 4)), acriss: 'CDAR' };
  const first = (await search(t, query)).results.find((offer) => offer.cancellation.refundable)!;
  const inventory = await loadCarInventory();
  const branch = inventory.branches.get('DXB')!;
  const supplier = inventory.suppliers.get(first.supplier.code)!;
  const carClass = inventory.carClass('CDAR');
  const days = rentalDays(first.pickupAt.slice(0, 10), first.returnAt.slice(0, 10));
  const { capacities } = availability(branch, supplier, carClass, days, nothingSold);
  for (const [index, day] of days.entries()) {
    const out = capacities[index]! - LEFT;
    if (out > 0) {
      await t.app.db.insert(carRentalSales).values({
        branchCode: 'DXB',
        day,
        supplierCode: supplier.code,
        carClass: 'CDAR',
        carsOut: out,
        updatedAt: new Date(),
      });
    }
  }
  const offer = (await search(t, { ...query, supplier: supplier.code })).results[0]!;
  expect(offer.carsLeft).toBe(LEFT);

  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) => {
      const user = users[index % users.length]!;
      return t.app.inject({
        method: 'POST',
        url: '/api/cars/bookings/',
        headers: { ...bearer(user.access), 'idempotency-key': `car-race-${index}` },
        payload: orderBody(offer.id, user.account.email),
      });
    }),
  );

  const booked = responses.filter((response) => response.statusCode === 201);
  const refused = responses.filter((response) => response.statusCode !== 201);
  expect(booked).toHaveLength(LEFT);
  for (const response of refused) {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'No car of this class is left for these times.',
      code: 'sold_out',
    });
  }
  const rows = await t.app.db
    .select()
    .from(carRentalSales)
    .where(
      and(eq(carRentalSales.branchCode, 'DXB'), eq(carRentalSales.supplierCode, supplier.code)),
    );
  expect(rows.map((row) => row.carsOut).sort()).toEqual([...capacities].sort());
  const [stored] = await t.app.db.select({ value: count() }).from(bookings);
  expect(stored!.value).toBe(LEFT);
});
