import { eq } from 'drizzle-orm';
import { bookings } from '../../../../src/db/schema.ts';
import type { FlightBooking } from '../../../../src/modules/flights/booking/schemas.ts';
import type { BookedSeats } from '../../../../src/modules/flights/booking/seats.ts';
import { signUp, waitForSubject, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { cents, flightsOf, leaveSeats, money, seatsSold, signInAgain } from './booking-helpers.ts';
import { bookOffer, changeFlight, line, offerWithRule, otherDay } from './change-helpers.ts';

// Changing a flight booking (issue 28): other flights on the same route and cabin as the fare
// allows (a fee per passenger for discounted economy, free for flexible fares, refused for a
// low-cost airline's basic fare), bags and seats added after booking at §9's prices, and after the free
// cancellation deadline only additions.
let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const post = (booking: FlightBooking, body: object, options = {}) =>
  changeFlight(t, user, booking.reference, body, options);

it('moves a fee fare to another day: fare difference plus 75 USD, seats moved, told', async () => {
  const { offer, days } = await offerWithRule(t, 'fee', 30);
  const booking = await bookOffer(t, user, offer);
  const later = await otherDay(t, days + 3);
  const body = { version: 1, flightOffer: later };

  const quote = await post(booking, body, { quote: true });
  expect(quote.statusCode).toBe(200);
  const { proposed, difference } = quote.json() as {
    proposed: FlightBooking;
    difference: Record<string, string>;
  };
  expect(line(proposed, 'CHANGE_FEE')).toEqual({
    code: 'CHANGE_FEE',
    quantity: 1,
    amount: '75.00',
  });
  const more = cents(proposed.price.total) - cents(booking.price.total);
  expect(cents(proposed.price.total)).toBe(cents(later.price.grandTotal) + 7500);
  expect(difference).toMatchObject({ currency: 'USD', total: money(more) });
  expect(difference.charge).toBe(more > 0 ? money(more) : '0.00');
  expect(difference.refund).toBe(more < 0 ? money(-more) : '0.00');
  const [before] = await flightsOf(offer);
  const [after] = await flightsOf(later);
  const soldBefore = await seatsSold(t, before!);
  const soldAfter = await seatsSold(t, after!);

  const response = await post(booking, body);
  expect(response.statusCode).toBe(200);
  const changed = response.json() as FlightBooking;
  expect(changed).toMatchObject({
    reference: booking.reference,
    version: 2,
    price: proposed.price,
  });
  expect(changed.details.flightOffer.id).toBe(later.id);
  expect(changed.changes).toHaveLength(1);
  expect(await seatsSold(t, before!)).toBe(soldBefore - 1);
  expect(await seatsSold(t, after!)).toBe(soldAfter + 1);
  await waitForSubject(
    t,
    booking.contact.email,
    `Your Safar booking ${booking.reference} is changed`,
  );

  // A second change adds a second fee to the same line; going back to the same flights does not.
  const again = await post(changed, { version: 2, flightOffer: await otherDay(t, days + 4) });
  expect(line(again.json(), 'CHANGE_FEE')).toEqual({
    code: 'CHANGE_FEE',
    quantity: 2,
    amount: '150.00',
  });
});

it('changes a flexible fare for free and keeps the fare paid when the flights stay', async () => {
  const business = { travelClass: 'BUSINESS' };
  const { offer, days } = await offerWithRule(t, 'free', 30, business);
  const booking = await bookOffer(t, user, offer);

  const same = await post(booking, { version: 1, flightOffer: offer }, { quote: true });
  expect(same.json().difference).toMatchObject({ total: '0.00', charge: '0.00', refund: '0.00' });

  const later = await otherDay(t, days + 2, business);
  const response = await post(booking, { version: 1, flightOffer: later });
  expect(response.statusCode).toBe(200);
  const changed = response.json() as FlightBooking;
  expect(line(changed, 'CHANGE_FEE')).toBeUndefined();
  expect(changed.price.total).toBe(later.price.grandTotal);
});

it('refuses other flights on a low-cost basic fare but adds a bag and seats at §9 prices', async () => {
  const flydubai = { includedAirlineCodes: 'FZ', destinationLocationCode: 'KWI' };
  const { offer, days } = await offerWithRule(t, 'none', 30, flydubai);
  const booking = await bookOffer(t, user, offer);

  const later = await otherDay(t, days + 1, flydubai);
  const refused = await post(booking, { version: 1, flightOffer: later });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    detail: 'This fare allows no change of flights; bags, seats and insurance can still be added.',
    code: 'change_not_allowed',
  });

  const extras = { ...booking.details.extras, extraBaggage: true, seatSelection: true };
  const response = await post(booking, { version: 1, extras });
  expect(response.statusCode).toBe(200);
  const changed = response.json() as FlightBooking;
  expect(line(changed, 'EXTRA_BAGGAGE')).toMatchObject({ quantity: 1, amount: '50.00' });
  expect(line(changed, 'SEAT_SELECTION')).toMatchObject({ quantity: 1, amount: '25.00' });
  expect(changed.changes[0]).toMatchObject({ charged: '75.00', refunded: '0.00' });
  expect(changed.details.flightOffer.id).toBe(offer.id);
});

it('after the free deadline only adds extras, and a late cancellation keeps the change fee', async () => {
  const { offer, days } = await offerWithRule(t, 'fee', 40);
  const booking = await bookOffer(t, user, offer);
  const moved = (
    await post(booking, { version: 1, flightOffer: await otherDay(t, days + 1) })
  ).json() as FlightBooking;
  const toLate = Date.parse(moved.cancellation.freeUntil!) + 60_000 - t.clock.now().getTime();
  t.clock.advance(toLate);
  const late = await signInAgain(t, user);
  const lateChange = (body: object) => changeFlight(t, late, booking.reference, body);

  const flights = await lateChange({ version: 2, flightOffer: await otherDay(t, days + 2) });
  expect(flights.statusCode).toBe(409);
  expect(flights.json().code).toBe('change_not_allowed');
  expect(flights.json().detail).toContain(moved.cancellation.freeUntilLocal!.slice(0, 10));
  const bag = await lateChange({
    version: 2,
    extras: { ...moved.details.extras, extraBaggage: true },
  });
  expect(bag.statusCode).toBe(200);
  const removed = await lateChange({ version: 3, extras: moved.details.extras });
  expect(removed.statusCode).toBe(409);

  const withBag = bag.json() as FlightBooking;
  const kept = cents(line(withBag, 'FARE')!.amount) + cents(line(withBag, 'CHANGE_FEE')!.amount);
  expect(withBag.cancellation.refund).toBe(money(cents(withBag.price.total) - kept));
  t.clock.advance(-toLate);
  user = await signInAgain(t, user);
});

it('refuses another airline or cabin, a sold-out flight and a stale version, changing nothing', async () => {
  const { offer, days } = await offerWithRule(t, 'fee', 50);
  const booking = await bookOffer(t, user, offer);

  const business = await otherDay(t, days + 1, { travelClass: 'BUSINESS' });
  const cabin = await post(booking, { version: 1, flightOffer: business });
  expect(cabin.statusCode).toBe(400);
  expect(cabin.json()).toMatchObject({ code: 'other_route', field: 'flightOffer' });
  const british = await otherDay(t, days + 1, { includedAirlineCodes: 'BA' });
  const airline = await post(booking, { version: 1, flightOffer: british });
  expect(airline.json()).toMatchObject({ code: 'other_route', field: 'flightOffer' });

  const full = await otherDay(t, days + 2);
  await leaveSeats(t, full, 0);
  const soldOut = await post(booking, { version: 1, flightOffer: full });
  expect(soldOut.statusCode).toBe(409);
  expect(['sold_out', 'unavailable']).toContain(soldOut.json().code);

  const stale = await post(booking, { version: 7, flightOffer: await otherDay(t, days + 3) });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().code).toBe('booking_changed');
  const [flight] = await flightsOf(offer);
  expect(await seatsSold(t, flight!)).toBeGreaterThan(0);
});

it('adds a bag to a booking moved from the old flight table (its holds know no capacity)', async () => {
  const { offer } = await offerWithRule(t, 'fee', 70);
  const booking = await bookOffer(t, user, offer);
  const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
  const holds = row!.holds as BookedSeats;
  await t.app.db
    .update(bookings)
    .set({ holds: { ...holds, flights: holds.flights.map(({ capacity: _, ...rest }) => rest) } })
    .where(eq(bookings.id, booking.id));

  const extras = { ...booking.details.extras, extraBaggage: true };
  const response = await post(booking, { version: 1, extras });

  expect(response.statusCode).toBe(200);
  expect(line(response.json(), 'EXTRA_BAGGAGE')).toMatchObject({ amount: '50.00' });
});

it('lets one of two changes at once win', async () => {
  const { offer, days } = await offerWithRule(t, 'fee', 60);
  const booking = await bookOffer(t, user, offer);
  const [one, two] = await Promise.all([otherDay(t, days + 1), otherDay(t, days + 2)]);
  const answers = await Promise.all([
    post(booking, { version: 1, flightOffer: one }),
    post(booking, { version: 1, flightOffer: two }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('booking_changed');
});

it('gives back the difference when a flexible fare moves to cheaper flights, by the rule shown', async () => {
  const business = { travelClass: 'BUSINESS' };
  const { offer, days } = await offerWithRule(t, 'free', 20, business);
  const booking = await bookOffer(t, user, offer);
  let cheaper = null;
  for (let later = days + 1; !cheaper && later < days + 40; later += 1) {
    const found = await otherDay(t, later, business);
    if (cents(found.price.grandTotal) < cents(booking.price.total)) cheaper = found;
  }
  if (!cheaper) throw new Error('no cheaper business fare in 40 days');
  const less = cents(booking.price.total) - cents(cheaper.price.grandTotal);

  const quote = await post(booking, { version: 1, flightOffer: cheaper }, { quote: true });
  expect(quote.json().difference).toEqual({
    currency: 'USD',
    total: money(-less),
    charge: '0.00',
    refund: money(less),
  });
  const changed = await post(booking, { version: 1, flightOffer: cheaper });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    price: { total: cheaper.price.grandTotal },
    changes: [{ charged: '0.00', refunded: money(less) }],
  });
});
