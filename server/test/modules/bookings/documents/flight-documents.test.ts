import { loadFlightInventory } from '../../../../src/inventory/flights/inventory.ts';
import { localTimeToUtc } from '../../../../src/inventory/shared/time.ts';
import type { FlightBooking } from '../../../../src/modules/flights/booking/schemas.ts';
import { bearer, signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { emiratesOffer, order, orderBody } from '../../flights/booking/booking-helpers.ts';
import {
  ARABIC_INDIC,
  documentPath,
  getDocument,
  icalEvents,
  pdfLines,
  printedPrices,
} from './document-helpers.ts';

// A flight's documents through the real routes: a direct Emirates flight Dubai → London, its
// e-ticket and receipt in English and Arabic (both digits), its calendar file, and who may read
// them.

let t: TestApp;
let user: SignedIn;
let other: SignedIn;
let booking: FlightBooking;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
  other = await signUp(t);
  const offer = await emiratesOffer(t, 30);
  const response = await order(t, user.access, orderBody(offer));
  expect(response.statusCode).toBe(201);
  booking = response.json() as FlightBooking;
});
afterAll(() => t.close());

const toArab = (text: string) =>
  text
    .replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
    .replace('.', '\u066B');
const localTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;
const segment = () => booking.details.flightOffer.itineraries[0]!.segments[0]!;

async function pdf(file: string, query: string) {
  const response = await getDocument(t, user, documentPath(booking.reference, file, query));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="safar-${booking.reference}-${file}"`,
  );
  return pdfLines(response.rawPayload);
}

test('the English e-ticket shows departure on Dubai’s clock, arrival on London’s, the price lines summing to the total and the rule', async () => {
  const lines = await pdf('ticket.pdf', 'lang=en');
  // Long rows wrap: one space between words, whatever line they ended on.
  const text = lines.join(' ');
  const { departure, arrival } = segment();
  expect(text).toContain('E-ticket');
  expect(text).toContain(booking.reference);
  expect(text).toContain(`${localTime(departure.at)} local time, Asia/Dubai`);
  expect(text).toContain(`${localTime(arrival.at)} local time, Europe/London`);
  expect(text).toContain(booking.details.travelers[0]!.fullName);
  const { currency, total } = booking.price;
  const printed = printedPrices(lines, currency, 'Total');
  expect(printed.items).toHaveLength(booking.price.lines.length);
  expect(printed.total).toBe(Math.round(Number(total) * 100));
  expect(printed.items.reduce((sum: number, item) => sum + (item ?? NaN), 0)).toBe(printed.total);
  const until = booking.cancellation.freeUntilLocal!;
  expect(text).toContain(
    `Free cancellation until ${localTime(until)} local time, Asia/Dubai: ${booking.cancellation.paid} ${currency} back.`,
  );
});

test('the receipt prints the payment and the same lines and total', async () => {
  const lines = await pdf('receipt.pdf', 'lang=en');
  expect(lines.join('\n')).toContain('Receipt');
  expect(lines.join('\n')).toContain('Card, visa ending 1111');
  const printed = printedPrices(lines, booking.price.currency, 'Total');
  expect(printed.items.reduce((sum: number, item) => sum + (item ?? NaN), 0)).toBe(printed.total);
});

test('the Arabic e-ticket has its Arabic words, the reference, and Arabic-Indic digits when asked', async () => {
  const text = (await pdf('ticket.pdf', 'lang=ar&digits=arab')).join('\n');
  for (const word of ['تذكرة', 'رقم', 'الحجز', 'المغادرة', 'الوصول', 'السعر', 'المسافرون']) {
    expect(text).toContain(word);
  }
  expect(text).toContain(booking.reference);
  expect(text).toContain('Asia/Dubai');
  expect(text).toContain('Europe/London');
  // Arabic-Indic digits are drawn one by one, so pdf.js hands them back as separate items.
  expect(text.replace(/ /g, '')).toContain(toArab(segment().departure.at.slice(0, 10)));
  expect(text).toContain(toArab(booking.price.total));
  expect(text).not.toContain(booking.price.total);
});

test('the Arabic receipt in Latin digits has no Arabic-Indic digit', async () => {
  const text = (await pdf('receipt.pdf', 'lang=ar&digits=latn')).join('\n');
  expect(text).toContain('إيصال');
  expect(text).toContain(booking.price.total);
  expect(text).not.toMatch(ARABIC_INDIC);
});

test('the calendar has one event per flight, from departure to arrival in their zones', async () => {
  const response = await getDocument(t, user, documentPath(booking.reference, 'calendar.ics'));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="safar-${booking.reference}.ics"`,
  );
  const events = icalEvents(response.body);
  const segments = booking.details.flightOffer.itineraries.flatMap((each) => each.segments);
  expect(events).toHaveLength(segments.length);
  const airports = (await loadFlightInventory()).airports;
  segments.forEach((each, index) => {
    const event = events[index]!;
    const from = airports.get(each.departure.iataCode)!.timeZone;
    const to = airports.get(each.arrival.iataCode)!.timeZone;
    expect(event.startDate.toJSDate()).toEqual(localTimeToUtc(from, each.departure.at));
    expect(event.endDate.toJSDate()).toEqual(localTimeToUtc(to, each.arrival.at));
    expect(event.summary).toBe(
      `Flight ${each.carrierCode}${each.number} ${each.departure.iataCode} → ${each.arrival.iataCode}`,
    );
    expect(event.location).toContain(each.departure.iataCode);
    expect(event.description).toContain(`${localTime(each.departure.at)} local time, ${from}`);
    expect(event.description).toContain(`${localTime(each.arrival.at)} local time, ${to}`);
  });
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe(booking.startsAt);
  expect(events.at(-1)!.endDate.toJSDate().toISOString()).toBe(booking.endsAt);
});

test('the calendar speaks the traveller’s language and digits, at the same instants', async () => {
  const english = icalEvents(
    (await getDocument(t, user, documentPath(booking.reference, 'calendar.ics'))).body,
  );
  const response = await getDocument(
    t,
    user,
    documentPath(booking.reference, 'calendar.ics', 'lang=ar&digits=arab'),
  );
  expect(response.statusCode).toBe(200);
  const events = icalEvents(response.body);
  const first = segment();
  expect(events[0]!.summary).toBe(
    `الرحلة ${first.carrierCode}${first.number} من ${first.departure.iataCode} إلى ${first.arrival.iataCode}`,
  );
  expect(events[0]!.location).toContain(first.departure.nameAr!);
  expect(events[0]!.description).toContain('رقم الحجز');
  expect(events[0]!.description).toContain(
    `${toArab(localTime(first.departure.at))} بالتوقيت المحلي، Asia/Dubai`,
  );
  events.forEach((event, index) => {
    expect(event.startDate.toJSDate()).toEqual(english[index]!.startDate.toJSDate());
    expect(event.endDate.toJSDate()).toEqual(english[index]!.endDate.toJSDate());
  });
  const latin = icalEvents(
    (
      await getDocument(
        t,
        user,
        documentPath(booking.reference, 'calendar.ics', 'lang=ar&digits=latn'),
      )
    ).body,
  );
  expect(latin[0]!.description).toContain(localTime(first.departure.at));
  expect(latin[0]!.description).not.toMatch(ARABIC_INDIC);
  const unknown = documentPath(booking.reference, 'calendar.ics', 'lang=fr');
  expect((await getDocument(t, user, unknown)).statusCode).toBe(400);
});

test('only the owner reads the documents; bad choices are 400s', async () => {
  const path = documentPath(booking.reference, 'ticket.pdf');
  const stranger = await getDocument(t, other, path);
  expect(stranger.statusCode).toBe(404);
  expect(stranger.json()).toMatchObject({ detail: expect.any(String) });
  expect((await getDocument(t, user, documentPath('ZZZZZZ', 'receipt.pdf'))).statusCode).toBe(404);
  expect(
    (await getDocument(t, other, documentPath(booking.reference, 'calendar.ics'))).statusCode,
  ).toBe(404);
  expect((await getDocument(t, null, path)).statusCode).toBe(401);
  for (const query of ['lang=fr', 'lang=ar&digits=roman']) {
    const bad = await getDocument(t, user, documentPath(booking.reference, 'ticket.pdf', query));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: expect.any(String) });
  }
});

test('a cancelled booking’s documents say it is cancelled and what was refunded', async () => {
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.reference}/cancel/`,
    headers: bearer(user.access),
  });
  expect(cancelled.statusCode).toBe(200);
  const refund = cancelled.json().refund as { amount: string; currency: string };
  const english = (await pdf('ticket.pdf', 'lang=en')).join('\n');
  expect(english).toContain(`CANCELLED. Refund: ${refund.amount} ${refund.currency}`);
  const receipt = (await pdf('receipt.pdf', 'lang=en')).join('\n');
  expect(receipt).toContain('CANCELLED');
  const arabic = (await pdf('ticket.pdf', 'lang=ar&digits=latn')).join('\n');
  expect(arabic).toContain('ملغى');
  const calendar = await getDocument(t, user, documentPath(booking.reference, 'calendar.ics'));
  expect(calendar.body).toContain('STATUS:CANCELLED');
});
