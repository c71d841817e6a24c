import type { Booking } from '../../../../src/modules/bookings/schemas.ts';
import type { GuestBookingAccess } from '../../../../src/modules/bookings/guest/schemas.ts';
import {
  latestCode,
  mailCount,
  nextClientIp,
  waitForMail,
  type SignedIn,
} from '../../../accounts.ts';
import type { TestApp } from '../../../helper.ts';
import { emiratesOffer, order, orderBody } from '../../flights/booking/booking-helpers.ts';

// Shared by the "Find my booking" tests: a real flight booking with its own contact address, and
// the guest flow through the routes (request a code, read it from the mail, verify it).

let bookings = 0;

export async function bookFlight(
  t: TestApp,
  owner: SignedIn,
  days = 30,
): Promise<{ booking: Booking; email: string }> {
  bookings += 1;
  const email = `Guest.Traveller${bookings}@Example.com`;
  const body = orderBody(await emiratesOffer(t, days), {
    contact: { email, phone: '+971501234567' },
  });
  const response = await order(t, owner.access, body);
  if (response.statusCode !== 201) throw new Error(`order: ${response.body}`);
  // Its confirmation goes to that address after the commit: waited for, so a test counting the
  // address's mail from here counts only what it asks for (on a busy machine it came later).
  await waitForMail(t, email);
  return { booking: response.json(), email };
}

export function requestCode(t: TestApp, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/bookings/find/', payload });
}

export function verifyCode(t: TestApp, payload: object, ip = nextClientIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bookings/find/verify/',
    payload,
    remoteAddress: ip,
  });
}

// Asks for a code for the pair and returns it, read from the mail (the address's next mail).
export async function mailedCode(t: TestApp, reference: string, email: string): Promise<string> {
  const before = await mailCount(t, email);
  const response = await requestCode(t, { reference, email });
  if (response.statusCode !== 202) throw new Error(`find: ${response.body}`);
  return latestCode(t, email, before + 1);
}

// The whole guest flow: the booking opened and its guest token.
export async function openAsGuest(
  t: TestApp,
  reference: string,
  email: string,
): Promise<GuestBookingAccess> {
  const code = await mailedCode(t, reference, email);
  const response = await verifyCode(t, { reference, email, code });
  if (response.statusCode !== 200) throw new Error(`verify: ${response.body}`);
  return response.json();
}

export function guestRequest(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  access: string | null,
) {
  return t.app.inject({
    method,
    url,
    headers: access === null ? {} : { authorization: `Bearer ${access}` },
  });
}
