import { count, eq } from 'drizzle-orm';
import { bookings, idempotencyKeys } from '../../../../src/db/schema.ts';
import { addDays } from '../../../../src/inventory/shared/time.ts';
import type { FlightBooking } from '../../../../src/modules/flights/booking/schemas.ts';
import type { FlightOffer } from '../../../../src/modules/flights/schemas.ts';
import { signUp, waitForMail, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  AMEX,
  cents,
  dubaiToday,
  sellSeats,
  emiratesOffer,
  emiratesOfferWithId,
  firstDeparture,
  flightsOf,
  leaveSeats,
  money,
  order,
  orderBody,
  searchOffers,
  seatsSold,
  traveler,
} from './booking-helpers.ts';

let t: TestApp;
let user: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const bookingCount = async () =>
  (await t.app.db.select({ value: count() }).from(bookings))[0]!.value;

const extras = (chosen: { seatSelection?: boolean; travelInsurance?: boolean } = {}) => ({
  seatSelection: false,
  mealPreference: 'standard' as const,
  specialServices: [],
  extraBaggage: false,
  travelInsurance: false,
  ...chosen,
});

// Every property name and every string (or number, as text) in a stored value.
function contentsOf(value: unknown, found = { names: [] as string[], values: [] as string[] }) {
  if (Array.isArray(value)) value.forEach((item) => contentsOf(item, found));
  else if (value instanceof Date) found.values.push(value.toISOString());
  else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      found.names.push(name);
      contentsOf(item, found);
    }
  } else found.values.push(String(value));
  return found;
}

describe('POST /api/booking/flight-orders/', () => {
  it('books two adults with seats and insurance in USD: 201, lines and total to the cent', async () => {
    const offer = await emiratesOffer(t, 30, { adults: '2' });
    const body = orderBody(offer, {
      extras: extras({ seatSelection: true, travelInsurance: true }),
      contact: { email: 'usd.traveller@example.com', phone: '+971501234567' },
    });

    const response = await order(t, user.access, body);

    expect(response.statusCode).toBe(201);
    const booking: FlightBooking = response.json();
    const segment = offer.itineraries[0]!.segments[0]!;
    const last = offer.itineraries[0]!.segments.at(-1)!;
    expect(booking).toMatchObject({
      kind: 'flight',
      status: 'confirmed',
      title: `DXB → ${last.arrival.iataCode}`,
      date: segment.departure.at,
      endDate: last.arrival.at,
      party: { adults: 2, children: 0, infants: 0 },
      cancelledAt: null,
      refund: null,
      contact: body.contact,
      payment: { method: 'credit-card', brand: 'visa', last4: '1111' },
      details: {
        flightOffer: { id: offer.id, price: offer.price },
        travelers: body.travelers,
        extras: body.extras,
        returnDate: null,
        // Heathrow is one of London's airports: hotels are searched by the city.
        arrivalCityCode: 'LON',
      },
      cancellation: { allowed: true, refund: booking.price.total, reason: null },
    });
    // Dubai is UTC+4 all year.
    expect(booking.startsAt).toBe(
      new Date(Date.parse(`${segment.departure.at}Z`) - 4 * 3_600_000).toISOString(),
    );
    expect(booking.reference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    // The offer's grand total, the figure on the card, is the fares plus its taxes and fees
    // (Safar's 89 USD service fee per passenger among them); only the extras chosen are added.
    expect(booking.price).toEqual({
      currency: 'USD',
      lines: [
        { code: 'FARE', quantity: 2, amount: offer.price.base },
        {
          code: 'TAXES_AND_FEES',
          quantity: 2,
          amount: money(cents(offer.price.grandTotal) - cents(offer.price.base)),
        },
        { code: 'SEAT_SELECTION', quantity: 2, amount: '50.00' },
        { code: 'TRAVEL_INSURANCE', quantity: 2, amount: '70.00' },
      ],
      total: money(cents(offer.price.grandTotal) + 12_000),
    });
    expect(offer.price.fees).toContainEqual({ type: 'TICKETING', amount: '178.00' });

    const mails = await waitForMail(t, 'usd.traveller@example.com');
    expect(mails[0]!.subject).toBe(`Your Safar booking ${booking.reference} is confirmed`);
    for (const text of [
      booking.reference,
      booking.title,
      'Traveller One',
      'Traveller Two',
      `Total: ${booking.price.total} USD`,
    ]) {
      expect(mails[0]!.text).toContain(text);
    }
  });

  it('converts the extras into the offer’s currency, per passenger in whole cents (EUR)', async () => {
    const offer = await emiratesOffer(t, 31, { adults: '2', currencyCode: 'EUR' });
    const body = orderBody(offer, {
      extras: extras({ seatSelection: true, travelInsurance: true }),
    });

    const response = await order(t, user.access, body);

    expect(response.statusCode).toBe(201);
    // 25 × 0.9618 = 24.045 → 24.05; 35 × 0.9618 = 33.663 → 33.66 (per passenger, then × 2).
    expect(response.json().price).toEqual({
      currency: 'EUR',
      lines: [
        { code: 'FARE', quantity: 2, amount: offer.price.base },
        {
          code: 'TAXES_AND_FEES',
          quantity: 2,
          amount: money(cents(offer.price.grandTotal) - cents(offer.price.base)),
        },
        { code: 'SEAT_SELECTION', quantity: 2, amount: '48.10' },
        { code: 'TRAVEL_INSURANCE', quantity: 2, amount: '67.32' },
      ],
      total: money(cents(offer.price.grandTotal) + 4810 + 6732),
    });
  });

  it('counts every passenger, lap infants too, and books a round trip on all its flights', async () => {
    const [offer] = await searchOffers(t, {
      originLocationCode: 'DXB',
      destinationLocationCode: 'CDG',
      departureDate: addDays(dubaiToday(t), 50),
      returnDate: addDays(dubaiToday(t), 60),
      adults: '1',
      children: '1',
      infants: '1',
    });
    const flights = await flightsOf(offer!);
    const before = await Promise.all(flights.map((flight) => seatsSold(t, flight)));

    const response = await order(t, user.access, orderBody(offer!, { extras: extras() }));

    expect(response.statusCode).toBe(201);
    const booking: FlightBooking = response.json();
    expect(booking.details.returnDate).toBe(offer!.itineraries[1]!.segments[0]!.departure.at);
    expect(booking.endDate).toBe(offer!.itineraries[1]!.segments.at(-1)!.arrival.at);
    expect(booking.party).toEqual({ adults: 1, children: 1, infants: 1 });
    expect(booking.price.total).toBe(offer!.price.grandTotal);
    expect(booking.price.lines.map((line) => line.quantity)).toEqual([3, 3]);
    const after = await Promise.all(flights.map((flight) => seatsSold(t, flight)));
    expect(after).toEqual(before.map((sold) => sold + 2));
  });

  it('stores only the card’s brand and last four digits, never the number or the CVV', async () => {
    const offer = await emiratesOffer(t, 32);
    const body = orderBody(offer, {
      payment: {
        method: 'credit-card',
        card: { number: AMEX, expiry: '11/38', cvv: '7391', holderName: 'Layla Haddad' },
      },
    });

    const response = await order(t, user.access, body);

    expect(response.statusCode).toBe(201);
    const booking: FlightBooking = response.json();
    expect(booking.payment).toEqual({ method: 'credit-card', brand: 'amex', last4: '0005' });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.payment).toEqual({ method: 'credit-card', brand: 'amex', last4: '0005' });
    const keys = await t.app.db.select().from(idempotencyKeys);
    const { names, values } = contentsOf([row, keys]);
    expect(names).not.toEqual(expect.arrayContaining(['card']));
    expect(names).not.toEqual(expect.arrayContaining(['cvv']));
    expect(values).not.toContain('7391');
    expect(JSON.stringify([row, keys])).not.toMatch(/378282 ?246310005|3782 822463 10005/);
  });

  it('books with paypal or apple-pay without a card, and ignores a card sent with them', async () => {
    const offer = await emiratesOffer(t, 33);
    const { card } = orderBody(offer).payment;

    const paypal = await order(t, user.access, orderBody(offer, { payment: { method: 'paypal' } }));
    const applePay = await order(
      t,
      user.access,
      orderBody(offer, { payment: { method: 'apple-pay', card } }),
    );

    expect(paypal.statusCode).toBe(201);
    expect(paypal.json()).toMatchObject({ status: 'confirmed', payment: { method: 'paypal' } });
    expect(applePay.statusCode).toBe(201);
    expect(applePay.json().payment).toEqual({ method: 'apple-pay' });
  });

  it('keeps a bank-transfer booking in progress until the transfer arrives', async () => {
    const offer = await emiratesOffer(t, 33);
    const body = orderBody(offer, {
      payment: { method: 'bank-transfer' },
      contact: { email: 'bank.transfer@example.com', phone: '+971501234567' },
    });

    const response = await order(t, user.access, body);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'in-progress',
      payment: { method: 'bank-transfer' },
    });
    const [mail] = await waitForMail(t, 'bank.transfer@example.com');
    expect(mail!.subject).toContain('waiting for your bank transfer');
  });

  it('trims what people type', async () => {
    const offer = await emiratesOffer(t, 34);
    const body = orderBody(offer);
    body.travelers[0] = { ...body.travelers[0]!, fullName: '  Layla Haddad  ' };
    body.contact = { email: '  layla@example.com ', phone: ' +971501234567 ' };

    const response = await order(t, user.access, body);

    expect(response.statusCode).toBe(201);
    expect(response.json().details.travelers[0].fullName).toBe('Layla Haddad');
    expect(response.json().contact).toEqual({ email: 'layla@example.com', phone: '+971501234567' });
  });

  it('takes the seats: a search afterwards shows fewer left', async () => {
    const { id } = await emiratesOffer(t, 40);
    await leaveSeats(t, await emiratesOffer(t, 40), 9);
    const offer = (await emiratesOfferWithId(t, 40, id, { adults: '2' }))!;
    expect(offer.numberOfBookableSeats).toBe(9);

    const response = await order(t, user.access, orderBody(offer));

    expect(response.statusCode).toBe(201);
    const after = await emiratesOfferWithId(t, 40, id);
    expect(after?.numberOfBookableSeats).toBe(7);
  });

  // On a flight filling up, where every seat sold moves the fare.
  const quoteOnBusyFlight = async (days: number) => {
    const { id } = await emiratesOffer(t, days);
    await leaveSeats(t, await emiratesOffer(t, days), 60);
    return (await emiratesOfferWithId(t, days, id))!;
  };

  it('keeps a quote while at most 9 more seats were sold since, at the quoted fare', async () => {
    const quoted = await quoteOnBusyFlight(46);
    const flight = (await flightsOf(quoted))[0]!;
    await sellSeats(t, flight, 5);
    const today = (await emiratesOfferWithId(t, 46, quoted.id))!;
    expect(cents(today.price.grandTotal)).toBeGreaterThan(cents(quoted.price.grandTotal));

    const response = await order(t, user.access, orderBody(quoted));

    expect(response.statusCode).toBe(201);
    expect(response.json().details.flightOffer.price).toEqual(quoted.price);
    expect(response.json().price.total).toBe(quoted.price.grandTotal);
  });

  it('refuses a quote once more than 9 seats were sold since (409 price_changed)', async () => {
    const quoted = await quoteOnBusyFlight(47);
    const flight = (await flightsOf(quoted))[0]!;
    await sellSeats(t, flight, 10);

    const response = await order(t, user.access, orderBody(quoted));

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('price_changed');
    expect(response.json().flightOffer).toEqual(await emiratesOfferWithId(t, 47, quoted.id));
  });

  it('answers 409 price_changed with the new offer and writes nothing', async () => {
    const offer = await emiratesOffer(t, 41);
    const tampered: FlightOffer = {
      ...offer,
      price: { ...offer.price, grandTotal: money(cents(offer.price.grandTotal) - 100) },
    };
    const flights = await flightsOf(offer);
    const bookingsBefore = await bookingCount();

    const response = await order(t, user.access, orderBody(tampered));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'The price of this flight has changed.',
      code: 'price_changed',
      flightOffer: offer,
    });
    expect(await bookingCount()).toBe(bookingsBefore);
    expect(await seatsSold(t, flights[0]!)).toBe(0);
  });

  it('answers 409 sold_out when the seats are gone, and unavailable when the flight is', async () => {
    const offer = await emiratesOffer(t, 42, { adults: '2' });
    await leaveSeats(t, offer, 1);

    const soldOut = await order(t, user.access, orderBody(offer));
    const gone = await order(t, user.access, orderBody({ ...offer, id: 'another-offer' }));

    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({
      detail: 'Not enough seats left on this flight',
      code: 'sold_out',
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().code).toBe('unavailable');
  });

  it('answers 401 without a token', async () => {
    const offer = await emiratesOffer(t, 43);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking/flight-orders/',
      payload: orderBody(offer),
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });

  describe('answers 400 naming the field', () => {
    let offer: FlightOffer;
    let family: FlightOffer;
    beforeAll(async () => {
      offer = await emiratesOffer(t, 44);
      family = await emiratesOffer(t, 44, { adults: '1', children: '1', infants: '1' });
    });

    const card = (change: object) => ({
      payment: {
        method: 'credit-card' as const,
        card: {
          number: '4111111111111111',
          expiry: '12/39',
          cvv: '123',
          holderName: 'L H',
          ...change,
        },
      },
    });
    const thisMonth = () => {
      const now = t.clock.now();
      return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100)}`;
    };
    const lastMonth = () => {
      const now = t.clock.now();
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      return `${String(month.getUTCMonth() + 1).padStart(2, '0')}/${String(month.getUTCFullYear() % 100)}`;
    };

    it.each([
      [
        'a number failing the Luhn check',
        () => card({ number: '4111 1111 1111 1112' }),
        'payment.card.number',
        'Card number is not valid',
      ],
      [
        'a number too short',
        () => card({ number: '4242 4242 42' }),
        'payment.card.number',
        'Card number is not valid',
      ],
      [
        'an expired card',
        () => card({ expiry: lastMonth() }),
        'payment.card.expiry',
        'Card has expired',
      ],
      [
        'a 4-digit CVV on a Visa card',
        () => card({ cvv: '1234' }),
        'payment.card.cvv',
        'The security code has 3 digits',
      ],
      [
        'a 3-digit CVV on an Amex card',
        () => card({ number: AMEX, cvv: '123' }),
        'payment.card.cvv',
        'The security code of an American Express card has 4 digits',
      ],
      [
        'no card for a credit-card payment',
        () => ({ payment: { method: 'credit-card' as const } }),
        'payment.card',
        'payment.card: is required to pay by credit card',
      ],
    ])('%s', async (_name, change, field, detail) => {
      const response = await order(t, user.access, orderBody(offer, change()));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail, code: 'invalid', field });
    });

    it('accepts a card expiring this month', async () => {
      const response = await order(t, user.access, orderBody(offer, card({ expiry: thisMonth() })));
      expect(response.statusCode).toBe(201);
    });

    it('travellers that do not match the priced offer’s party', async () => {
      const body = orderBody(offer);
      body.travelers.push(traveler(offer, 'ADULT'));

      const response = await order(t, user.access, body);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'The travellers do not match the priced offer; price it again',
        code: 'travelers_mismatch',
        field: 'travelers',
      });
    });

    it('more infants than adults', async () => {
      const body = orderBody(family);
      body.travelers[1] = traveler(family, 'HELD_INFANT');

      const response = await order(t, user.access, body);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'travelers',
        detail: 'travelers: must be at most one per adult',
      });
    });

    it.each([
      [
        'an adult born 10 years before the flight',
        'ADULT',
        10,
        'an adult must be at least 12 years old on the day of the first flight',
      ],
      [
        'a child aged 12',
        'CHILD',
        12,
        'a child must be 2 to 11 years old on the day of the first flight',
      ],
      [
        'a child aged 1',
        'CHILD',
        1,
        'a child must be 2 to 11 years old on the day of the first flight',
      ],
      [
        'an infant aged 2',
        'HELD_INFANT',
        2,
        'an infant must be under 2 on the day of the first flight',
      ],
    ] as const)('the type against the age: %s', async (_name, type, years, problem) => {
      const body = orderBody(family);
      const index = body.travelers.findIndex((each) => each.travelerType === type);
      const departure = firstDeparture(family);
      const dateOfBirth = `${Number(departure.slice(0, 4)) - years}${departure.slice(4)}`;
      body.travelers[index] = { ...body.travelers[index]!, dateOfBirth };

      const response = await order(t, user.access, body);

      expect(response.statusCode).toBe(400);
      const field = `travelers.${index}.dateOfBirth`;
      expect(response.json()).toEqual({ detail: `${field}: ${problem}`, code: 'invalid', field });
    });

    it('a birthday on the day of the flight counts', async () => {
      const body = orderBody(family);
      const index = body.travelers.findIndex((each) => each.travelerType === 'CHILD');
      const departure = firstDeparture(family);
      body.travelers[index]!.dateOfBirth =
        `${Number(departure.slice(0, 4)) - 2}${departure.slice(4)}`;

      const response = await order(t, user.access, body);

      expect(response.statusCode).toBe(201);
    });

    it('a birth date in the future', async () => {
      const body = orderBody(offer);
      body.travelers[0]!.dateOfBirth = addDays(dubaiToday(t), 2);

      const response = await order(t, user.access, body);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'travelers.0.dateOfBirth',
        detail: 'travelers.0.dateOfBirth: must not be in the future',
      });
    });

    it('a passport that expires before the trip ends', async () => {
      const body = orderBody(offer);
      const arrival = offer.itineraries[0]!.segments.at(-1)!.arrival.at.slice(0, 10);
      body.travelers[0]!.passportExpiry = arrival;

      const response = await order(t, user.access, body);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: `travelers.0.passportExpiry: the passport must be valid after the last flight (${arrival})`,
        code: 'invalid',
        field: 'travelers.0.passportExpiry',
      });
    });

    it('schema rules: a nationality not offered, a short name', async () => {
      const body = orderBody(offer);
      const wrong = await order(t, user.access, {
        ...body,
        travelers: [{ ...body.travelers[0], nationality: 'XX' }],
      });
      const short = await order(t, user.access, {
        ...body,
        travelers: [{ ...body.travelers[0], fullName: '  L ' }],
      });

      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field).toBe('travelers.0.nationality');
      expect(short.statusCode).toBe(400);
      expect(short.json().field).toBe('travelers.0.fullName');
    });

    it.each([
      ['characters that are not allowed', 'key with spaces'],
      ['more than 100 characters', 'k'.repeat(101)],
      ['nothing', ''],
    ])('an Idempotency-Key with %s', async (_name, key) => {
      const response = await order(t, user.access, orderBody(offer), key);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Idempotency-Key: must be 1 to 100 letters, digits, _ or -',
        code: 'invalid',
        field: 'Idempotency-Key',
      });
    });

    it('writes nothing for any of them', async () => {
      const before = await bookingCount();
      await order(t, user.access, orderBody(offer, card({ cvv: '12345' })));
      expect(await bookingCount()).toBe(before);
    });
  });

  it('books without an Idempotency-Key too', async () => {
    const offer = await emiratesOffer(t, 45);

    const response = await order(t, user.access, orderBody(offer), null);

    expect(response.statusCode).toBe(201);
  });
});
