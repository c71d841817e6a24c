import { eq } from 'drizzle-orm';
import { hotelRoomSales } from '../../../src/db/schema.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import type { HotelOrderRequest } from '../../../src/modules/hotels/booking/schemas.ts';
import type { HotelOffer, HotelRate } from '../../../src/modules/hotels/schemas.ts';
import { bearer, login, signUp, waitForMail, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { availabilityWithEveryRate, money, ratesOf, searchBody, VISA } from './hotel-helpers.ts';

// Booking hotel rooms through the booking core: re-check, book, list, cancel; the rooms taken
// for every night and given back.
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

// Lead guests as their IDs name them: letters only.
const GUESTS = ['Omar Haddad', 'Nour Haddad'];

let keys = 0;
const newKey = () => `hotel-key-${process.pid}-${(keys += 1)}`;

function orderBody(
  rates: HotelRate[],
  overrides: Partial<HotelOrderRequest> = {},
): HotelOrderRequest {
  return {
    holder: { fullName: 'Layla Haddad', nationality: 'UAE', passportId: 'N1234567' },
    rooms: rates.map((rate) => ({
      rateKey: rate.rateKey,
      guests: Array.from({ length: rate.rooms }, (_, index) => ({
        fullName: GUESTS[index] ?? 'Sara Haddad',
      })),
    })),
    contact: { email: user.account.email, phone: '+971 50 123 4567' },
    remark: 'A quiet room, please',
    payment: {
      method: 'credit-card',
      card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Layla Haddad' },
    },
    ...overrides,
  };
}

const book = (body: unknown, key: string | null = newKey(), access = user.access) =>
  t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/booking/',
    payload: body as object,
    headers: { ...bearer(access), ...(key ? { 'idempotency-key': key } : {}) },
  });

const cancel = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${reference}/cancel/`,
    headers: bearer(user.access),
  });

// After the clock moves on, the access token has expired: sign in again.
async function signInAgain() {
  const response = await login(t, user.account.email, user.account.password);
  user = { ...user, access: response.json().access };
}

async function soldRows(hotelCode: number) {
  return t.app.db.select().from(hotelRoomSales).where(eq(hotelRoomSales.hotelCode, hotelCode));
}

// A Paris hotel with a refundable and a non-refundable rate for two, `days` ahead.
async function pickHotel(
  days = 30,
): Promise<{ hotel: HotelOffer; nor: HotelRate; nrf: HotelRate }> {
  const page = await availabilityWithEveryRate(
    t,
    await searchBody(t, { ...(await stay(days)) }),
    '?page_size=100',
  );
  for (const hotel of page.results) {
    const rates = ratesOf(hotel);
    const nor = rates.find((rate) => rate.rateClass === 'NOR' && rate.boardCode === 'RO');
    const nrf = rates.find((rate) => rate.rateClass === 'NRF' && rate.boardCode === 'RO');
    if (nor && nrf && nor.allotment >= 3) return { hotel, nor, nrf };
  }
  throw new Error('no hotel with both rate classes');
}

// The stay of searchBody (30 days ahead, 3 nights), `days` ahead instead.
async function stay(days: number) {
  const { checkIn, checkOut } = await searchBody(t);
  return { checkIn: addDays(checkIn, days - 30), checkOut: addDays(checkOut, days - 30) };
}

it('re-checks a rate: 200 at the same price, 409 price_changed for a key with another total', async () => {
  const { nor } = await pickHotel();
  const checked = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/checkrates/',
    payload: { rateKeys: [nor.rateKey] },
  });
  expect(checked.statusCode).toBe(200);
  expect(checked.json().total).toBe(nor.total);
  const inArabic = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/checkrates/',
    payload: { rateKeys: [nor.rateKey], language: 'ARA' },
  });
  expect(inArabic.json()).toMatchObject({ total: nor.total });
  expect(inArabic.json().hotel.destinationName).toMatch(/[\u0600-\u06FF]/);
  const text = Buffer.from(nor.rateKey, 'base64url').toString('utf8');
  const cheaper = Buffer.from(text.replace(/\|\d+$/, '|100'), 'utf8').toString('base64url');
  const changed = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/checkrates/',
    payload: { rateKeys: [cheaper] },
  });
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({ code: 'price_changed', rates: { total: nor.total } });
  const garbage = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/checkrates/',
    payload: { rateKeys: ['not-a-key'] },
  });
  expect(garbage.statusCode).toBe(400);
  expect(garbage.json()).toMatchObject({ field: 'rateKeys.0' });
});

it('books two rooms, takes them for every night, lists the booking and mails the deadline in hotel time', async () => {
  const { hotel } = await pickHotel();
  const page = await availabilityWithEveryRate(
    t,
    await searchBody(t, { occupancies: [{ rooms: 2, adults: 2, children: 0 }] }),
    '?page_size=100',
  );
  const twoRooms = ratesOf(page.results.find((each) => each.code === hotel.code)!).find(
    (rate) => rate.rateClass === 'NOR' && rate.boardCode === 'RO' && rate.rooms === 2,
  )!;
  const key = newKey();
  const response = await book(orderBody([twoRooms]), key);
  expect(response.statusCode).toBe(201);
  const booking = response.json();
  expect(booking).toMatchObject({
    kind: 'hotel',
    status: 'confirmed',
    title: hotel.name,
    party: { adults: 4, children: 0, infants: 0, rooms: 2 },
    price: { total: twoRooms.total },
    payment: { method: 'credit-card', brand: 'visa', last4: '1111' },
  });
  const lines = booking.price.lines as { code: string; amount: string }[];
  expect(lines.reduce((sum, line) => sum + money(line.amount), 0)).toBe(money(twoRooms.total));
  expect(booking.details.rates[0]).toMatchObject({ rooms: 2, guests: GUESTS });
  // §9: check-in from 3:00 PM, check-out until 12:00 PM, on the hotel's clock.
  expect(booking.date).toMatch(/T15:00:00$/);
  expect(booking.endDate).toMatch(/T12:00:00$/);
  // Paris's taxe de séjour is paid at the hotel: what was charged online is the rest, and a free
  // cancellation gives all of it back, saying so.
  const atHotel = lines.find((line) => line.code === 'LOCAL_TAX_AT_HOTEL');
  expect(money(atHotel!.amount)).toBeGreaterThan(0);
  const paidOnline = money(twoRooms.net) + money(twoRooms.serviceFee);
  expect(paidOnline).toBe(money(booking.price.total) - money(atHotel!.amount));
  expect(booking.cancellation).toMatchObject({ allowed: true, free: true });
  expect(money(booking.cancellation.paid)).toBe(paidOnline);
  expect(money(booking.cancellation.refund)).toBe(paidOnline);
  expect(booking.cancellation.freeUntilLocal).toBe(twoRooms.freeCancellationUntil);

  const rows = await soldRows(hotel.code);
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row.roomsSold).toBe(2);

  const again = await book(orderBody([twoRooms]), key);
  expect(again.statusCode).toBe(201);
  expect(again.json().id).toBe(booking.id);
  expect((await soldRows(hotel.code)).every((row) => row.roomsSold === 2)).toBe(true);

  const list = await t.app.inject({
    method: 'GET',
    url: '/api/bookings/?kind=hotel',
    headers: bearer(user.access),
  });
  expect(list.json().results.map((each: { id: string }) => each.id)).toContain(booking.id);

  const [mail] = await waitForMail(t, user.account.email);
  expect(mail!.subject).toContain(booking.reference);
  // The deadline is 24 hours before the 3:00 PM check-in, as an English reader reads a time.
  expect(twoRooms.freeCancellationUntil!.slice(11, 16)).toBe('15:00');
  expect(mail!.text).toContain(
    `Free cancellation until ${twoRooms.freeCancellationUntil!.slice(0, 10)} 3:00 PM hotel time (Europe/Paris)`,
  );
  expect(mail!.text).toContain(`Check-in: ${booking.date.slice(0, 10)} 3:00 PM (hotel time)`);
  expect(mail!.text).toContain(`Check-out: ${booking.endDate.slice(0, 10)} 12:00 PM (hotel time)`);
  // The price's lines as on every screen, and what was charged online.
  for (const line of lines) expect(mail!.text).toContain(`: ${line.amount} USD`);
  expect(mail!.text).toContain(`Total: ${booking.price.total} USD`);
  expect(mail!.text).toContain(
    `Paid online: ${booking.cancellation.paid} USD; the local tax, ${atHotel!.amount} USD, is paid at the hotel`,
  );

  const cancelled = await cancel(booking.reference);
  expect(cancelled.statusCode).toBe(200);
  expect(money(cancelled.json().refund.amount)).toBe(paidOnline);
  expect((await soldRows(hotel.code)).every((row) => row.roomsSold === 0)).toBe(true);
  expect((await cancel(booking.reference)).statusCode).toBe(409);
});

it('pays at the hotel: nothing paid online, so cancelling is free and refunds nothing', async () => {
  const { nor } = await pickHotel(60);
  const response = await book(orderBody([nor], { payment: { method: 'pay-at-hotel' } }));
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({
    status: 'confirmed',
    payment: { method: 'pay-at-hotel' },
    cancellation: { refund: '0.00', paid: '0.00', free: true },
  });
});

it('refuses what cannot be booked', async () => {
  const { nor } = await pickHotel(40);
  const anonymous = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/booking/',
    payload: orderBody([nor]),
  });
  expect(anonymous.statusCode).toBe(401);
  const noGuest = await book(orderBody([nor], { rooms: [{ rateKey: nor.rateKey, guests: [] }] }));
  expect(noGuest.json()).toMatchObject({ field: 'rooms.0.guests' });
  const twoGuests = await book(
    orderBody([nor], {
      rooms: [
        { rateKey: nor.rateKey, guests: [{ fullName: 'One Guest' }, { fullName: 'Two Guest' }] },
      ],
    }),
  );
  expect(twoGuests.statusCode).toBe(400);
  expect(twoGuests.json()).toMatchObject({ field: 'rooms.0.guests' });
  const blankGuest = await book(
    orderBody([nor], { rooms: [{ rateKey: nor.rateKey, guests: [{ fullName: '   ' }] }] }),
  );
  expect(blankGuest.json()).toMatchObject({ field: 'rooms.0.guests.0.fullName' });
  // The name the hotel reads off an ID at check-in: no emoji, no digits.
  for (const fullName of ['Layla 😀 Haddad', 'Guest 1']) {
    const unreadable = await book(
      orderBody([nor], { rooms: [{ rateKey: nor.rateKey, guests: [{ fullName }] }] }),
    );
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ field: 'rooms.0.guests.0.fullName' });
  }
  const holderEmoji = await book(
    orderBody([nor], {
      holder: { fullName: '👑 Layla', nationality: 'UAE', passportId: 'N1234567' },
    }),
  );
  expect(holderEmoji.json()).toMatchObject({ field: 'holder.fullName' });
  // Any script, with its marks, hyphens and apostrophes, is a name.
  const arabic = await book(
    orderBody([nor], {
      rooms: [{ rateKey: nor.rateKey, guests: [{ fullName: 'لَيلى حدّاد-O’Neil' }] }],
    }),
  );
  expect(arabic.statusCode).toBe(201);
  const badKey = await book(orderBody([{ ...nor, rateKey: 'SDE' }]));
  expect(badKey.json()).toMatchObject({ field: 'rooms.0.rateKey' });
  const bankTransfer = await book(
    orderBody([nor], { payment: { method: 'bank-transfer' } as never }),
  );
  expect(bankTransfer.json()).toMatchObject({ field: 'payment.method' });
  const text = Buffer.from(nor.rateKey, 'base64url').toString('utf8');
  const tampered = Buffer.from(text.replace(/\|\d+$/, '|100'), 'utf8').toString('base64url');
  const changed = await book(orderBody([{ ...nor, rateKey: tampered }]));
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({ code: 'price_changed' });
});

it('drops a sold-out room type from availability, and brings it back on cancellation', async () => {
  // Another traveller: this takes more orders than one account may place in an hour.
  const buyer = await signUp(t);
  const { hotel, nor } = await pickHotel(90);
  const roomCode = hotel.rooms.find((room) => room.rates.includes(nor))!.code;
  const body = await searchBody(t, { ...(await stay(90)) });
  const booked: string[] = [];
  for (let left = nor.allotment; left > 0; left -= 1) {
    const page = await availabilityWithEveryRate(t, body, '?page_size=100');
    const room = page.results
      .find((each) => each.code === hotel.code)
      ?.rooms.find((each) => each.code === roomCode);
    const rate = room!.rates.find((each) => each.rateClass === 'NOR' && each.boardCode === 'RO')!;
    expect(rate.allotment).toBe(left);
    const response = await book(orderBody([rate]), newKey(), buyer.access);
    expect(response.statusCode).toBe(201);
    booked.push(response.json().reference);
  }
  const soldOut = await availabilityWithEveryRate(t, body, '?page_size=100');
  const after = soldOut.results.find((each) => each.code === hotel.code);
  expect(after?.rooms.map((room) => room.code) ?? []).not.toContain(roomCode);
  expect((await book(orderBody([nor]), newKey(), buyer.access)).json()).toMatchObject({
    code: 'sold_out',
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booked[0]}/cancel/`,
    headers: bearer(buyer.access),
  });
  const back = await availabilityWithEveryRate(t, body, '?page_size=100');
  const room = back.results
    .find((each) => each.code === hotel.code)!
    .rooms.find((each) => each.code === roomCode);
  expect(room!.rates[0]!.allotment).toBe(1);
});

// Last: it moves the clock days ahead.
it('charges the first night after the deadline, keeps a non-refundable rate, refuses once the stay has begun', async () => {
  const { nor, nrf } = await pickHotel(5);
  const late = (await book(orderBody([nor]))).json();
  const free = (await book(orderBody([nrf]))).json();
  expect(free.cancellation).toMatchObject({
    allowed: true,
    refund: '0.00',
    paid: ((money(nrf.net) + money(nrf.serviceFee)) / 100).toFixed(2),
    free: false,
    freeUntil: null,
  });
  const deadline = Date.parse(late.cancellation.freeUntil);
  t.clock.advance(deadline - t.clock.now().getTime() + 60_000);
  await signInAgain();
  const view = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/${late.reference}/`,
    headers: bearer(user.access),
  });
  const firstNight = money(late.details.rates[0].firstNight);
  const paid = money(nor.net) + money(nor.serviceFee);
  expect(view.json().cancellation).toMatchObject({ free: false, allowed: true });
  expect(money(view.json().cancellation.paid)).toBe(paid);
  expect(money(view.json().cancellation.refund)).toBe(paid - firstNight);
  const cancelled = await cancel(late.reference);
  expect(money(cancelled.json().refund.amount)).toBe(paid - firstNight);
  t.clock.advance(Date.parse(free.startsAt) - t.clock.now().getTime() + 60_000);
  await signInAgain();
  const begun = await cancel(free.reference);
  expect(begun.statusCode).toBe(409);
  expect(begun.json()).toMatchObject({ code: 'started', detail: 'This stay has already begun.' });
});
