import { signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { signInAgain } from '../../flights/booking/booking-helpers.ts';
import { icalEvents, pdfText } from '../documents/document-helpers.ts';
import { bookFlight, guestRequest, openAsGuest } from './guest-helpers.ts';

// A guest who opened a booking with a mailed code gets its documents as its owner does
// (GET /api/bookings/guest/documents/…), and nothing else's.

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t);
});
afterAll(() => t.close());

async function opened() {
  owner = await signInAgain(t, owner);
  const { booking, email } = await bookFlight(t, owner);
  const { access } = await openAsGuest(t, booking.reference, email);
  return { booking, access };
}

describe('GET /api/bookings/guest/documents/…', () => {
  it('gives the guest the e-ticket, the receipt and the calendar of the booking they opened', async () => {
    const { booking, access } = await opened();

    const ticket = await guestRequest(t, 'GET', '/api/bookings/guest/documents/ticket.pdf', access);
    const receipt = await guestRequest(
      t,
      'GET',
      '/api/bookings/guest/documents/receipt.pdf?lang=ar&digits=latn',
      access,
    );
    const calendar = await guestRequest(
      t,
      'GET',
      '/api/bookings/guest/documents/calendar.ics',
      access,
    );

    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['content-type']).toBe('application/pdf');
    expect(ticket.headers['content-disposition']).toBe(
      `attachment; filename="safar-${booking.reference}-ticket.pdf"`,
    );
    expect(await pdfText(ticket.rawPayload)).toContain(booking.reference);
    expect(receipt.statusCode).toBe(200);
    expect(await pdfText(receipt.rawPayload)).toContain(booking.reference);
    expect(calendar.statusCode).toBe(200);
    const events = icalEvents(calendar.body);
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(
      new Date(booking.startsAt).toISOString(),
    );
  });

  it('is refused without a token, with an account’s token, and with bad parameters', async () => {
    const { access } = await opened();
    const path = '/api/bookings/guest/documents/ticket.pdf';

    const none = await guestRequest(t, 'GET', path, null);
    const account = await guestRequest(t, 'GET', path, owner.access);
    const badLanguage = await guestRequest(t, 'GET', `${path}?lang=fr`, access);

    expect(none.statusCode).toBe(401);
    expect(account.statusCode).toBe(401);
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toMatchObject({ detail: expect.any(String) });
  });
});
