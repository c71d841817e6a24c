import type { CarBooking } from '../../../../src/modules/cars/booking/schemas.ts';
import { bearer, signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { orderBody, rentalQuery, search } from '../../cars/car-helpers.ts';
import {
  bookCarRental,
  documentPath,
  getDocument,
  pdfLines,
  printedPrices,
} from './document-helpers.ts';

// A car rental's voucher, receipt and calendar file through the real routes: pickup and drop-off
// on the branch's clock, the price lines summing to the total.
let t: TestApp;
let user: SignedIn;
let booking: CarBooking;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
  booking = await bookCarRental(t, user, `car-docs-${process.pid}`);
});
afterAll(() => t.close());

const localTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

test('the English voucher shows pickup and drop-off on the branch’s clock and the price', async () => {
  const response = await getDocument(t, user, documentPath(booking.reference, 'ticket.pdf'));
  expect(response.statusCode).toBe(200);
  const lines = await pdfLines(response.rawPayload);
  const text = lines.join(' ');
  const zone = booking.details.pickup.timeZone;
  expect(text).toContain('Car rental voucher');
  expect(text).toContain(booking.reference);
  expect(text).toContain(`${localTime(booking.date)} local time, ${zone}`);
  expect(text).toContain(
    `${localTime(booking.endDate)} local time, ${booking.details.dropoff.timeZone}`,
  );
  expect(text).toContain(booking.details.driver.fullName);
  const printed = printedPrices(lines, booking.price.currency, 'Total');
  expect(printed.items).toHaveLength(booking.price.lines.length);
  expect(printed.total).toBe(Math.round(Number(booking.price.total) * 100));
  expect(printed.items.reduce((sum: number, item) => sum + (item ?? NaN), 0)).toBe(printed.total);
});

test('the Arabic receipt has its words and Arabic-Indic digits', async () => {
  const response = await getDocument(
    t,
    user,
    documentPath(booking.reference, 'receipt.pdf', 'lang=ar&digits=arab'),
  );
  expect(response.statusCode).toBe(200);
  const text = (await pdfLines(response.rawPayload)).join(' ');
  for (const word of ['إيصال', 'رقم', 'السيارة', 'السعر']) expect(text).toContain(word);
  expect(text).toContain(booking.reference);
  expect(text).toMatch(/[\u0660-\u0669]/);
});

test('the calendar event runs from pickup to drop-off', async () => {
  const response = await getDocument(t, user, documentPath(booking.reference, 'calendar.ics'));
  expect(response.statusCode).toBe(200);
  const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(response.body).toContain(`DTSTART:${compact(booking.startsAt)}`);
  expect(response.body).toContain(`DTEND:${compact(booking.endsAt)}`);
  expect(response.body).toContain(`SUMMARY:Car rental: ${booking.details.car.name}`);
});

test('a rental paid on pickup: the receipt says nothing was paid online and all is due at pickup', async () => {
  // A supplier that rents non-refundable only takes payment now: one that does not.
  const offer = (await search(t, await rentalQuery(t, 'DXB', 25, 2))).results.find(
    (each) => each.cancellation.refundable,
  );
  if (!offer) throw new Error('no refundable car offer');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cars/bookings/',
    payload: orderBody(offer.id, user.account.email, { payment: { method: 'pay-on-pickup' } }),
    headers: { ...bearer(user.access), 'idempotency-key': `car-docs-pickup-${process.pid}` },
  });
  expect(response.statusCode).toBe(201);
  const onPickup = response.json() as CarBooking;
  const receipt = await getDocument(t, user, documentPath(onPickup.reference, 'receipt.pdf'));
  const lines = await pdfLines(receipt.rawPayload);
  const { currency, total } = onPickup.price;
  expect(lines).toContain(`Paid online 0.00 ${currency}`);
  expect(lines).toContain(`Due at pickup ${total} ${currency}`);
});
