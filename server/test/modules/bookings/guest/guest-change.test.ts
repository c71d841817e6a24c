import { signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { newKey, signInAgain } from '../../flights/booking/booking-helpers.ts';
import { bookFlight, openAsGuest } from './guest-helpers.ts';

// A guest who opened a booking with a mailed code changes it as its owner would (issue 28): the
// kind's change routes take the guest's token for that booking, and for no other.

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await signUp(t);
});
afterAll(() => t.close());

const bags = (extraBaggage: boolean) => ({
  seatSelection: false,
  mealPreference: 'halal',
  specialServices: [],
  extraBaggage,
  travelInsurance: false,
});

function post(reference: string, access: string, path: 'quote/' | '', key = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/flights/bookings/${reference}/change/${path}`,
    payload: { version: 1, extras: bags(true) },
    headers: { authorization: `Bearer ${access}`, 'idempotency-key': key },
  });
}

it('lets a guest quote and make a change of the booking they opened, once per key', async () => {
  owner = await signInAgain(t, owner);
  const { booking, email } = await bookFlight(t, owner);
  const { access } = await openAsGuest(t, booking.reference, email);

  const quote = await post(booking.reference, access, 'quote/');
  expect(quote.statusCode).toBe(200);
  expect(quote.json().difference).toMatchObject({ charge: '50.00', refund: '0.00' });

  const key = newKey();
  const changed = await post(booking.reference, access, '', key);
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({ version: 2, details: { extras: { extraBaggage: true } } });
  const again = await post(booking.reference, access, '', key);
  expect(again.json()).toMatchObject({ id: booking.id, version: 2 });

  // The owner sees the change; the owner's key store holds the guest's key.
  const seen = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/${booking.reference}/`,
    headers: { authorization: `Bearer ${owner.access}` },
  });
  expect(seen.json()).toMatchObject({ version: 2, changes: [{ charged: '50.00' }] });
});

it('refuses a guest token for another booking, and no token at all', async () => {
  owner = await signInAgain(t, owner);
  const first = await bookFlight(t, owner);
  const second = await bookFlight(t, owner);
  const { access } = await openAsGuest(t, first.booking.reference, first.email);

  const other = await post(second.booking.reference, access, 'quote/');
  expect(other.statusCode).toBe(404);
  const none = await t.app.inject({
    method: 'POST',
    url: `/api/flights/bookings/${first.booking.reference}/change/quote/`,
    payload: { version: 1 },
  });
  expect(none.statusCode).toBe(401);
  const stranger = await signUp(t);
  const theirs = await post(first.booking.reference, stranger.access, 'quote/');
  expect(theirs.statusCode).toBe(404);
});
