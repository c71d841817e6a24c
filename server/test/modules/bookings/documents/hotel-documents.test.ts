import type { HotelBooking } from '../../../../src/modules/hotels/booking/schemas.ts';
import { bearer, signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  availabilityWithEveryRate,
  money,
  ratesOf,
  searchBody,
  VISA,
} from '../../hotels/hotel-helpers.ts';
import {
  ARABIC_INDIC,
  documentPath,
  getDocument,
  icalEvents,
  pdfLines,
  pdfPageWords,
  printedPrices,
  toLatinDigits,
} from './document-helpers.ts';

// A hotel stay's voucher, receipt and calendar file through the real routes: one refundable room
// in Paris, whose taxe de séjour is paid at the hotel, so the receipt splits what was paid online
// from what is due at the hotel.
let t: TestApp;
let user: SignedIn;
let booking: HotelBooking;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
  const page = await availabilityWithEveryRate(t, await searchBody(t), '?page_size=100');
  const rate = page.results
    .flatMap(ratesOf)
    .find((each) => each.rateClass === 'NOR' && each.boardCode === 'RO' && each.allotment > 0);
  if (!rate) throw new Error('no refundable room in Paris');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/hotelbeds/booking/',
    payload: {
      holder: { fullName: 'Layla Haddad', nationality: 'UAE', passportId: 'N1234567' },
      rooms: [{ rateKey: rate.rateKey, guests: [{ fullName: 'Omar Haddad' }] }],
      contact: { email: user.account.email, phone: '+971 50 123 4567' },
      payment: {
        method: 'credit-card',
        card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Layla Haddad' },
      },
    },
    headers: { ...bearer(user.access), 'idempotency-key': `hotel-docs-${process.pid}` },
  });
  expect(response.statusCode).toBe(201);
  booking = response.json() as HotelBooking;
});
afterAll(() => t.close());

const localTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;
const atHotelLine = () => booking.price.lines.find((line) => line.code === 'LOCAL_TAX_AT_HOTEL');

async function pdf(file: string, query: string) {
  const response = await getDocument(t, user, documentPath(booking.reference, file, query));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfLines(response.rawPayload);
}

test('the English voucher shows the stay on the hotel’s clock, the rooms, the price and the rule', async () => {
  const lines = await pdf('ticket.pdf', 'lang=en');
  // Long rows wrap: one space between words, whatever line they ended on.
  const text = lines.join(' ');
  const { hotel, rates, holder } = booking.details;
  const zone = hotel.timeZone;
  expect(zone).toBe('Europe/Paris');
  expect(text).toContain('Hotel voucher');
  expect(text).toContain(booking.reference);
  expect(text).toContain(hotel.name);
  expect(text).toContain(hotel.address);
  expect(text).toContain(`Check-in ${localTime(booking.date)} local time, ${zone}`);
  expect(text).toContain(`Check-out ${localTime(booking.endDate)} local time, ${zone}`);
  expect(text).toContain(`1 × ${rates[0]!.roomName}, ${rates[0]!.boardName}`);
  expect(text).toContain(holder.fullName);
  expect(text).toContain('Omar Haddad');
  const printed = printedPrices(lines, booking.price.currency, 'Total');
  expect(printed.items).toHaveLength(booking.price.lines.length);
  expect(printed.total).toBe(money(booking.price.total));
  expect(printed.items.reduce((sum: number, item) => sum + (item ?? NaN), 0)).toBe(printed.total);
  expect(text).toContain('Local tax, paid at the hotel');
  const until = booking.cancellation.freeUntilLocal!;
  expect(text).toContain(
    `Free cancellation until ${localTime(until)} local time, ${zone}: ${booking.cancellation.paid} ${booking.price.currency} back.`,
  );
});

test('the English receipt says what was paid online and what is due at the hotel, summing to the total', async () => {
  const lines = await pdf('receipt.pdf', 'lang=en');
  const { currency, total } = booking.price;
  const atHotel = atHotelLine();
  expect(money(atHotel!.amount)).toBeGreaterThan(0);
  const figure = (label: string) => {
    const line = lines.find((each) => each.startsWith(label));
    return money(line?.match(new RegExp(`(\\d+\\.\\d{2}) ${currency}`))?.[1] ?? 'NaN');
  };
  const online = figure('Paid online');
  const due = figure('Due at the hotel');
  expect(due).toBe(money(atHotel!.amount));
  expect(online).toBe(money(booking.cancellation.paid));
  expect(online + due).toBe(money(total));
  expect(lines.join('\n')).toContain('Card, visa ending 1111');
});

test('the Arabic receipt has its words and the amounts in Arabic-Indic digits', async () => {
  const lines = await pdf('receipt.pdf', 'lang=ar&digits=arab');
  const text = lines.join('\n');
  // Single words without a lam-alef ligature (pdf.js hands a ligature's letters back reversed).
  for (const word of ['إيصال', 'رقم', 'الفندق', 'السعر', 'المدفوع']) {
    expect(text).toContain(word);
  }
  expect(text).toContain(booking.reference);
  expect(text).toMatch(ARABIC_INDIC);
  expect(text).not.toContain(booking.price.total);
  // Read back in Latin digits, the total and the part due at the hotel are there.
  const latin = toLatinDigits(text.replace(/ /g, ''));
  expect(latin).toContain(booking.price.total);
  expect(latin).toContain(atHotelLine()!.amount);
});

test('the calendar event runs from check-in to check-out, as instants', async () => {
  const response = await getDocument(t, user, documentPath(booking.reference, 'calendar.ics'));
  expect(response.statusCode).toBe(200);
  const events = icalEvents(response.body);
  expect(events).toHaveLength(1);
  const event = events[0]!;
  expect(event.startDate.toJSDate().toISOString()).toBe(booking.startsAt);
  expect(event.endDate.toJSDate().toISOString()).toBe(booking.endsAt);
  // 15:00 and 12:00 on the hotel's clock (§9), Paris being one or two hours ahead of UTC.
  expect(booking.startsAt).toMatch(/T1[34]:00:00\.000Z$/);
  expect(booking.endsAt).toMatch(/T1[01]:00:00\.000Z$/);
  expect(event.summary).toBe(`Hotel: ${booking.details.hotel.name}`);
  expect(event.location).toContain(booking.details.hotel.address);
  const arabic = icalEvents(
    (
      await getDocument(
        t,
        user,
        documentPath(booking.reference, 'calendar.ics', 'lang=ar&digits=arab'),
      )
    ).body,
  )[0]!;
  expect(arabic.summary).toBe(`الفندق: ${booking.details.hotel.name}`);
  expect(arabic.description).toContain('تسجيل الوصول');
  expect(arabic.description).toMatch(ARABIC_INDIC);
  expect(arabic.startDate.toJSDate()).toEqual(event.startDate.toJSDate());
  expect(arabic.endDate.toJSDate()).toEqual(event.endDate.toJSDate());
});

test('the Arabic voucher reads right to left, with the phone number and the address left to right', async () => {
  const response = await getDocument(
    t,
    user,
    documentPath(booking.reference, 'ticket.pdf', 'lang=ar&digits=arab'),
  );
  const lines = (await pdfPageWords(response.rawPayload)).map((words) => words.join(' '));
  // pdf.js hands an Arabic word back as it reads, so the words of 'رقم الحجز' (booking
  // reference) on the page, left to right, are the second then the first.
  expect(lines.find((line) => line.includes(booking.reference))).toMatch(/الحجز رقم$/);
  expect(lines).toContainEqual(expect.stringMatching(/^\+971 50 123 4567 /));
  expect(lines).toContainEqual(expect.stringContaining(booking.details.hotel.address));
});
