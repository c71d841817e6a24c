import fc from 'fast-check';
import { loadFlightInventory } from '../../../src/inventory/flights/inventory.ts';
import {
  BRANCH_CODE_PATTERN,
  CAR_CLASSES,
  DRIVER_AGE,
  FREE_CANCELLATION_HOURS,
  RENTAL_LIMITS,
} from '../../../src/inventory/cars/constants.ts';
import { describeCar } from '../../../src/inventory/cars/content.ts';
import { SUPPLIERS } from '../../../src/inventory/cars/data/suppliers.ts';
import { CURRENCY_CODES } from '../../../src/inventory/shared/currencies.ts';
import { availability, rentalDays, type SoldCars } from '../../../src/inventory/cars/fleet.ts';
import {
  buildCarInventory,
  loadCarInventory,
  type CarInventory,
} from '../../../src/inventory/cars/inventory.ts';
import { decodeOfferId, encodeOfferId } from '../../../src/inventory/cars/offer-id.ts';
import { quoteRental } from '../../../src/inventory/cars/quotes.ts';
import {
  billedDays,
  isProblem,
  planRental,
  type Rental,
} from '../../../src/inventory/cars/rental.ts';
import type { Branch } from '../../../src/inventory/cars/types.ts';
import {
  addDays,
  localDate,
  localDateTime,
  minutesOf,
  weekday,
} from '../../../src/inventory/shared/time.ts';

// The car engine's properties: pure and deterministic, never fewer than no cars, prices whose
// lines add up in whole cents, hours, times and deadlines on the branch's own clock.
let inventory: CarInventory;
beforeAll(async () => {
  inventory = await loadCarInventory();
});

const NOW = Date.parse('2026-06-01T08:00:00Z');
const branchAt = (index: number) => inventory.branchList[index % inventory.branchList.length]!;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// A rental that passes the rules: a branch open at both times, a week to 300 days ahead.
const rentalArbitrary = fc
  .record({
    branch: fc.nat(),
    daysAhead: fc.integer({ min: 2, max: 300 }),
    days: fc.integer({ min: 1, max: RENTAL_LIMITS.daysMax }),
    age: fc.integer({ min: DRIVER_AGE.min, max: DRIVER_AGE.max }),
    slot: fc.integer({ min: 0, max: 47 }),
    currency: fc.constantFrom(...CURRENCY_CODES),
  })
  .map(({ branch: index, daysAhead, days, age, slot, currency }) => {
    const branch = branchAt(index);
    const today = localDate(branch.timeZone, NOW);
    const pickupDate = addDays(today, daysAhead);
    const time = clock(slot * 30);
    const planned = planRental(
      {
        pickup: branch,
        dropoff: branch,
        pickupDate,
        pickupTime: time,
        returnDate: addDays(pickupDate, days),
        returnTime: time,
        driverAge: age,
      },
      NOW,
    );
    return { planned, currency };
  });

it('builds ~1,100 branches in ~500 cities, the same every time, with §9’s Dubai locations', async () => {
  expect(inventory.cities.size).toBeGreaterThan(450);
  expect(inventory.branchList.length).toBeGreaterThan(1000);
  const again = buildCarInventory(await loadFlightInventory());
  const shape = (each: CarInventory) =>
    each.branchList.map((branch) => [
      branch.code,
      branch.name,
      branch.nameAr,
      branch.address,
      branch.hours,
      branch.city.suppliers.map((supplier) => supplier.code),
    ]);
  expect(shape(again)).toEqual(shape(inventory));
  expect(inventory.cities.get('DXB')!.branches.map((branch) => branch.code)).toEqual(
    expect.arrayContaining(['DXB', 'DXB-DT', 'DXB-MA', 'DXB-JU']),
  );
  for (const branch of inventory.branchList) {
    expect(branch.code).toMatch(new RegExp(BRANCH_CODE_PATTERN));
    expect(branch.nameAr.length).toBeGreaterThan(0);
    expect(branch.hours).toHaveLength(7);
    expect(branch.city.suppliers.some((supplier) => supplier.refundable)).toBe(true);
    if (branch.kind === 'airport') expect(branch.address).toMatch(/^Arrivals Hall, /);
  }
});

it('names no real rental brand', () => {
  const brands =
    /hertz|avis|sixt|europcar|budget|enterprise|thrifty|dollar|alamo|national|payless|goldcar|firefly|green motion|keddy|ace rent|fox rent|advantage|yelo|theeb|ekar|udrive/i;
  for (const supplier of SUPPLIERS) {
    expect(supplier.name).not.toMatch(brands);
  }
});

it('describes every car in English a reader would write: “an economy”, never “a economy”', () => {
  for (const carClass of inventory.classes) {
    for (const supplier of SUPPLIERS) {
      const { en } = describeCar(carClass, supplier);
      expect(en).not.toMatch(/\ba [aeiou]/i);
      expect(en).not.toMatch(/\ban [^aeiou]/i);
    }
  }
  const economy = inventory.classes.find((carClass) => carClass.category === 'economy')!;
  expect(describeCar(economy, SUPPLIERS[0]!).en).toContain(': an economy ');
});

it('never counts fewer than no cars, nor more than the fleet, whatever has been rented', () => {
  fc.assert(
    fc.property(
      fc.nat(),
      fc.constantFrom(...SUPPLIERS),
      fc.constantFrom(...CAR_CLASSES),
      fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 31 }),
      (index, supplier, code, out) => {
        const branch = branchAt(index);
        const days = rentalDays('2026-07-01', addDays('2026-07-01', out.length - 1));
        const sold: SoldCars = (_supplier, _class, day) => out[days.indexOf(day)] ?? 0;
        const found = availability(branch, supplier, inventory.carClass(code), days, sold);
        expect(found.carsLeft).toBeGreaterThanOrEqual(0);
        expect(found.carsLeft).toBeLessThanOrEqual(found.fleet);
        found.capacities.forEach((capacity) => {
          expect(capacity).toBeGreaterThanOrEqual(0);
          expect(capacity).toBeLessThanOrEqual(found.fleet);
        });
      },
    ),
    { numRuns: 300 },
  );
});

it('prices every quote in whole cents whose lines add up to its total, the same every time', () => {
  fc.assert(
    fc.property(rentalArbitrary, ({ planned, currency }) => {
      if (isProblem(planned)) return;
      const quotes = quoteRental(planned, inventory.classes, () => 0, currency, NOW);
      const shown = (each: typeof quotes) =>
        each.map((quote) => [
          quote.supplier.code,
          quote.carClass.code,
          quote.price,
          quote.carsLeft,
        ]);
      expect(shown(quoteRental(planned, inventory.classes, () => 0, currency, NOW))).toEqual(
        shown(quotes),
      );
      for (const { price, carClass, carsLeft } of quotes) {
        for (const minor of Object.values(price)) expect(Number.isInteger(minor)).toBe(true);
        expect(price.carMinor).toBe(price.perDayMinor * price.days);
        expect(price.totalMinor).toBe(
          price.carMinor + price.oneWayMinor + price.youngDriverMinor + price.serviceFeeMinor,
        );
        expect(price.youngDriverMinor > 0).toBe(planned.driverAge < DRIVER_AGE.youngUnder);
        expect(carClass.minAge).toBeLessThanOrEqual(planned.driverAge);
        expect(carsLeft).toBeGreaterThan(0);
      }
    }),
    // Each run checks some 100 quotes.
    { numRuns: 60 },
  );
});

it('keeps pickups within the branch’s hours and the deadline 24 hours before, on its own clock', () => {
  fc.assert(
    fc.property(
      fc.nat(),
      fc.integer({ min: 1, max: 200 }),
      fc.integer({ min: 0, max: 1439 }),
      (index, daysAhead, minute) => {
        const branch = branchAt(index);
        const pickupDate = addDays(localDate(branch.timeZone, NOW), daysAhead);
        const pickupTime = clock(minute);
        const planned = planRental(
          {
            pickup: branch,
            dropoff: branch,
            pickupDate,
            pickupTime,
            returnDate: addDays(pickupDate, 2),
            returnTime: pickupTime,
            driverAge: 30,
          },
          NOW,
        );
        const hours = branch.hours[weekday(pickupDate)] ?? null;
        const open = hours !== null && minute >= hours.open && minute <= hours.close;
        if (!open) {
          expect(planned).toMatchObject({ code: 'branch_closed' });
          return;
        }
        if (isProblem(planned)) {
          // Only the return can still be closed (a different weekday's hours).
          expect(planned).toMatchObject({
            code: 'branch_closed',
            field: expect.stringMatching(/^return/),
          });
          return;
        }
        const rental: Rental = planned;
        const local = localDateTime(branch.timeZone, rental.pickupMs);
        // A time skipped when clocks go forward moves on by the gap.
        if (local.slice(0, 10) === pickupDate)
          expect(minutesOf(local.slice(11, 16))).toBeGreaterThanOrEqual(minute);
        expect(rental.freeUntilMs).toBe(rental.pickupMs - FREE_CANCELLATION_HOURS * 3_600_000);
        expect(rental.freeUntilLocal).toBe(localDateTime(branch.timeZone, rental.freeUntilMs));
        expect(rental.days).toBe(2);
      },
    ),
    { numRuns: 300 },
  );
});

it('bills per 24 hours from pickup, an hour late free (a clock change too)', () => {
  const pickup = Date.parse('2026-10-24T10:00:00Z');
  const hour = 3_600_000;
  expect(billedDays(pickup, pickup + 30 * 60_000)).toBe(1);
  expect(billedDays(pickup, pickup + 72 * hour)).toBe(3);
  expect(billedDays(pickup, pickup + 73 * hour)).toBe(3);
  expect(billedDays(pickup, pickup + 73 * hour + 60_000)).toBe(4);
  const london: Branch = inventory.branches.get('LHR')!;
  // Over the end of summer time in London: 10:00 to 10:00 three days later is 73 hours.
  const planned = planRental(
    {
      pickup: london,
      dropoff: london,
      pickupDate: '2026-10-24',
      pickupTime: '10:00',
      returnDate: '2026-10-27',
      returnTime: '10:00',
      driverAge: 30,
    },
    Date.parse('2026-10-01T00:00:00Z'),
  );
  expect(planned).toMatchObject({ days: 3 });
});

it('reads back every offer id it writes, in under 100 characters, and no other text', () => {
  fc.assert(
    fc.property(
      fc.record({
        pickup: fc.constantFrom('DXB', 'DXB-MA', 'LHR', 'LON-CW'),
        dropoff: fc.constantFrom('DXB', 'DXB-JU', 'LGW'),
        supplier: fc.constantFrom(...SUPPLIERS.map((supplier) => supplier.code)),
        carClass: fc.constantFrom(...CAR_CLASSES),
        pickupDate: fc
          .date({ min: new Date('2026-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        pickupTime: fc.integer({ min: 0, max: 1439 }).map(clock),
        returnDate: fc.constant('2027-02-28'),
        returnTime: fc.constant('23:59'),
        driverAge: fc.integer({ min: 18, max: 99 }),
        currency: fc.constantFrom(...CURRENCY_CODES),
        totalMinor: fc.integer({ min: 0, max: 999_999_999_999 }),
      }),
      (fields) => {
        const id = encodeOfferId(fields);
        expect(id.length).toBeLessThanOrEqual(100);
        expect(decodeOfferId(id)).toEqual(fields);
      },
    ),
  );
  fc.assert(
    fc.property(fc.string({ maxLength: 120 }), (text) => {
      const decoded = decodeOfferId(text);
      if (decoded) expect(encodeOfferId(decoded)).toBe(text);
    }),
  );
  expect(
    decodeOfferId(
      Buffer.from('C1|DXB|DXB|MR|CDAR|260230|1000|260303|1000|30|USD|100').toString('base64url'),
    ),
  ).toBeNull();
});
