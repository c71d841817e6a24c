import { addDays } from '../../../src/inventory/shared/time.ts';
import { signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { expectRefusedUnchanged } from '../bookings/change-refusals.ts';
import {
  bookFound,
  changeBody,
  findStay,
  postChange,
  rateFor,
  roomsSoldPerNight,
  type Booked,
} from './change-helpers.ts';
import { money } from './hotel-helpers.ts';

// A change of a hotel booking is priced as if its own rooms were given back first, as the change
// itself gives them back (issue 28). Prices rise as rooms sell and a search counts the booking's
// own rooms as sold, so its stay found again costs more than it did; a change must not charge the
// traveller for their own rooms, nor call their own last room sold out.
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `own-rooms-${process.pid}-${(keys += 1)}`;

const soldOfRoom = (booked: Booked) => roomsSoldPerNight(t, booked, booked.roomCode);

it('quotes and makes the same room on the same dates for 0.00, though a search now prices it higher', async () => {
  // Two rooms left on the first night: the booking takes one, and a search counts it as sold.
  const booked = await bookFound(t, user, newKey(), await findStay(t, { roomsLeft: 2 }));
  const again = await rateFor(t, booked, booked.checkIn, 3);
  expect(money(again.total)).toBeGreaterThan(money(booked.rate.total));
  const soldBefore = await soldOfRoom(booked);

  const quote = await postChange(t, user, booked.booking.reference, changeBody(1, again), {
    quote: true,
  });

  expect(quote.statusCode).toBe(200);
  expect(quote.json().difference).toEqual({
    currency: booked.booking.price.currency,
    total: '0.00',
    charge: '0.00',
    refund: '0.00',
  });
  expect(quote.json().proposed.price.total).toBe(booked.booking.price.total);

  const changed = await postChange(t, user, booked.booking.reference, changeBody(1, again), {
    key: newKey(),
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    version: 2,
    price: { total: booked.booking.price.total },
    changes: [{ charged: '0.00', refunded: '0.00' }],
  });
  expect(await soldOfRoom(booked)).toEqual(soldBefore);
});

it('prices one night longer as the longer stay was priced before the booking took its room', async () => {
  const found = await findStay(t, { roomsLeft: 2 });
  const longerBefore = await rateFor(t, found, found.checkIn, 4);
  const booked = await bookFound(t, user, newKey(), found);
  const longerNow = await rateFor(t, booked, booked.checkIn, 4);
  expect(money(longerNow.total)).toBeGreaterThan(money(longerBefore.total));

  const quote = await postChange(t, user, booked.booking.reference, changeBody(1, longerNow), {
    quote: true,
  });

  expect(quote.statusCode).toBe(200);
  const { proposed, difference } = quote.json();
  expect(proposed.price.total).toBe(longerBefore.total);
  const more = money(longerBefore.total) - money(booked.rate.total);
  expect(more).toBeGreaterThan(0);
  expect(difference).toMatchObject({ total: (more / 100).toFixed(2), refund: '0.00' });
});

it('keeps the last room, its own, through a change', async () => {
  // The booking takes the last room of its type on its first night: a search no longer offers it.
  const booked = await bookFound(t, user, newKey(), await findStay(t, { roomsLeft: 1 }));
  await expect(rateFor(t, booked, booked.checkIn, 3)).rejects.toThrow(/no .* rate/);
  const soldBefore = await soldOfRoom(booked);
  const renamed = {
    version: 1,
    rooms: [{ rateKey: booked.rate.rateKey, guests: [{ fullName: 'Nour Haddad' }] }],
  };

  const quote = await postChange(t, user, booked.booking.reference, renamed, { quote: true });
  const changed = await postChange(t, user, booked.booking.reference, renamed, { key: newKey() });

  expect(quote.statusCode).toBe(200);
  expect(quote.json().difference).toMatchObject({ total: '0.00', charge: '0.00', refund: '0.00' });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    version: 2,
    price: { total: booked.booking.price.total },
    details: { rates: [{ guests: ['Nour Haddad'] }] },
    changes: [{ charged: '0.00', refunded: '0.00' }],
  });
  // Given back and taken again in one transaction: still the last room, still the booking's.
  expect(await soldOfRoom(booked)).toEqual(soldBefore);
});

describe('new dates only, for the rooms as booked', () => {
  it('moves a stay holding the last room one night longer, which a search cannot offer', async () => {
    const found = await findStay(t, { roomsLeft: 1 });
    const longerBefore = await rateFor(t, found, found.checkIn, 4);
    const booked = await bookFound(t, user, newKey(), found);
    await expect(rateFor(t, booked, booked.checkIn, 4)).rejects.toThrow(/no .* rate/);
    const checkOut = addDays(booked.checkIn, 4);
    const dates = { version: 1, checkIn: booked.checkIn, checkOut };

    const quote = await postChange(t, user, booked.booking.reference, dates, { quote: true });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().proposed).toMatchObject({
      endDate: expect.stringMatching(new RegExp(`^${checkOut}T`)),
      price: { total: longerBefore.total },
      details: { nights: 4, rates: [{ roomCode: booked.roomCode, guests: ['Omar Haddad'] }] },
    });

    const changed = await postChange(t, user, booked.booking.reference, dates, { key: newKey() });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ version: 2, price: { total: longerBefore.total } });
    const sold = await soldOfRoom(booked);
    expect(sold.get(addDays(booked.checkIn, 3))).toBeGreaterThan(0);
  });

  it('refuses a half or a double request, and dates a search refuses, changing nothing', async () => {
    const booked = await bookFound(t, user, newKey(), await findStay(t));
    const reference = booked.booking.reference;
    const send = (body: object) => postChange(t, user, reference, body, { quote: true });
    const today = addDays(booked.checkIn, -30);
    const cases = [
      [{ version: 1, checkIn: booked.checkIn }, 'checkOut'],
      [{ version: 1 }, 'checkIn'],
      [{ ...changeBody(1, booked.rate), checkIn: booked.checkIn, checkOut: today }, 'rooms'],
      [{ version: 1, checkIn: addDays(today, -2), checkOut: today }, 'checkIn'],
      [{ version: 1, checkIn: booked.checkIn, checkOut: booked.checkIn }, 'checkOut'],
      [{ version: 1, checkIn: booked.checkIn, checkOut: '2027-02-30' }, 'checkOut'],
    ] as const;
    await expectRefusedUnchanged(t, user, reference, send, cases);
  });
});
