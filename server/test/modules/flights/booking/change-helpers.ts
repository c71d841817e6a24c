import { fareChangeRule, type FareChangeRule } from '../../../../src/modules/flights/constants.ts';
import type { FlightBooking } from '../../../../src/modules/flights/booking/schemas.ts';
import type { FlightOffer } from '../../../../src/modules/flights/schemas.ts';
import { bearer, type SignedIn } from '../../../accounts.ts';
import type { TestApp } from '../../../helper.ts';
import { emiratesOffer, emiratesOfferWithId, newKey, order, orderBody } from './booking-helpers.ts';

// Shared by the flight change tests: offers whose fare follows a given change rule, a booking of
// one, and the change requests.

/** The first Emirates offer `from` days ahead or later whose fare follows `rule`, and its day. */
export async function offerWithRule(
  t: TestApp,
  rule: FareChangeRule,
  from: number,
  params: Record<string, string> = {},
): Promise<{ offer: FlightOffer; days: number }> {
  for (let days = from; days < from + 60; days += 1) {
    const offer = await emiratesOffer(t, days, params);
    if (fareChangeRule(offer) === rule) return { offer, days };
  }
  throw new Error(`no Emirates offer with a '${rule}' fare`);
}

export async function bookOffer(
  t: TestApp,
  user: SignedIn,
  offer: FlightOffer,
): Promise<FlightBooking> {
  const response = await order(t, user.access, orderBody(offer));
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  return response.json() as FlightBooking;
}

/** Another day's Emirates offer on the booking's route and cabin (today's fare). */
export async function otherDay(t: TestApp, days: number, params: Record<string, string> = {}) {
  const offer = await emiratesOffer(t, days, params);
  const again = await emiratesOfferWithId(t, days, offer.id, params);
  if (!again) throw new Error('the offer went away');
  return again;
}

export function changeFlight(
  t: TestApp,
  user: SignedIn,
  reference: string,
  body: object,
  { quote = false, key = newKey() } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/flights/bookings/${reference}/change/${quote ? 'quote/' : ''}`,
    payload: body,
    headers: { ...bearer(user.access), ...(quote ? {} : { 'idempotency-key': key }) },
  });
}

export const line = (booking: FlightBooking, code: string) =>
  booking.price.lines.find((each) => each.code === code);
