import type { FlightBooking } from '../../../../src/modules/flights/booking/schemas.ts';
import { signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { emiratesOffer, order, orderBody } from '../../flights/booking/booking-helpers.ts';
import { documentPath, getDocument, pdfText } from './document-helpers.ts';

let t: TestApp;
let user: SignedIn;
let booking: FlightBooking;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
  const offer = await emiratesOffer(t, 30);
  const response = await order(t, user.access, orderBody(offer, user.account.email));
  expect(response.statusCode).toBe(201);
  booking = response.json() as FlightBooking;
});
afterAll(() => t.close());

test('spike', async () => {
  for (const query of ['lang=en', 'lang=ar&digits=arab', 'lang=ar&digits=latn']) {
    const response = await getDocument(t, user, documentPath(booking.reference, 'ticket.pdf', query));
    expect(response.statusCode).toBe(200);
    console.log(query, response.headers, await pdfText(response.rawPayload));
  }
});
