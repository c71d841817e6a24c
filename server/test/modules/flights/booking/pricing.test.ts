import { addDays } from '../../../../src/inventory/shared/time.ts';
import type { FlightOffer } from '../../../../src/modules/flights/schemas.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import {
  cents,
  dubaiToday,
  emiratesOffer,
  leaveSeats,
  money,
  price,
  searchOffers,
} from './booking-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const typesOf = (offer: FlightOffer) => offer.travelerPricings.map((p) => p.travelerType);

describe('POST /api/shopping/flight-offers/pricing/', () => {
  it('answers the same offer when nothing changed, without signing in', async () => {
    const offer = await emiratesOffer(t, 30);

    const response = await price(t, { flightOffer: offer });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ flightOffer: offer });
  });

  it('leaves the search as it was: pricing one offer does not change what a search finds', async () => {
    const params = {
      originLocationCode: 'DXB',
      destinationLocationCode: 'LHR',
      departureDate: addDays(dubaiToday(t), 36),
    };
    const forTwo = await searchOffers(t, { ...params, adults: '2' });
    const travelers = { adults: 1, children: 0, infants: 0 };

    expect((await price(t, { flightOffer: forTwo[3]!, travelers })).statusCode).toBe(200);

    const forOne = await searchOffers(t, { ...params, adults: '1' });
    expect(forOne.map((offer) => offer.id)).toEqual(forTwo.map((offer) => offer.id));
  });

  it('prices a round trip, also one searched by city code', async () => {
    const [offer] = await searchOffers(t, {
      originLocationCode: 'DXB',
      destinationLocationCode: 'LON',
      departureDate: addDays(dubaiToday(t), 40),
      returnDate: addDays(dubaiToday(t), 47),
      adults: '2',
      children: '1',
      currencyCode: 'EUR',
      travelClass: 'BUSINESS',
    });

    const response = await price(t, { flightOffer: offer });

    expect(response.statusCode).toBe(200);
    expect(response.json().flightOffer).toEqual(offer);
  });

  it('answers 409 price_changed with the real offer when the total was tampered with', async () => {
    const offer = await emiratesOffer(t, 31);
    const response = await price(t, { flightOffer: cheaperBy(offer, 10_000) });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'The price of this flight has changed.',
      code: 'price_changed',
      flightOffer: offer,
    });
  });

  it('answers 409 price_changed for a change of one cent: it changes what is charged', async () => {
    const offer = await emiratesOffer(t, 36);
    const response = await price(t, { flightOffer: cheaperBy(offer, 1) });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'price_changed', flightOffer: offer });
  });

  it('prices the offer for another party when travelers is sent (200, never a price change)', async () => {
    const offer = await emiratesOffer(t, 32);

    const response = await price(t, {
      flightOffer: offer,
      travelers: { adults: 2, children: 1, infants: 1 },
    });

    expect(response.statusCode).toBe(200);
    const repriced: FlightOffer = response.json().flightOffer;
    expect(repriced.id).toBe(offer.id);
    expect(typesOf(repriced)).toEqual(['ADULT', 'ADULT', 'CHILD', 'HELD_INFANT']);
    expect(cents(repriced.price.grandTotal)).toBeGreaterThan(2 * cents(offer.price.grandTotal));
    const [found] = await searchOffers(t, {
      originLocationCode: 'DXB',
      destinationLocationCode: 'LHR',
      departureDate: firstDate(offer),
      adults: '2',
      children: '1',
      infants: '1',
      includedAirlineCodes: 'EK',
      nonStop: 'true',
    });
    expect(found).toEqual(repriced);
  });

  it('answers 409 sold_out when the flight has fewer seats left than the party', async () => {
    const offer = await emiratesOffer(t, 33);
    await leaveSeats(t, offer, 1);

    const forTwo = await price(t, {
      flightOffer: offer,
      travelers: { adults: 2, children: 0, infants: 0 },
    });
    expect(forTwo.statusCode).toBe(409);
    expect(forTwo.json()).toEqual({
      detail: 'Not enough seats left on this flight',
      code: 'sold_out',
    });
    // One seat is still there for one traveller (at a fuller flight's fare).
    const forOne = await price(t, { flightOffer: offer });
    expect(forOne.statusCode).toBe(409);
    expect(forOne.json().code).toBe('price_changed');
    expect(forOne.json().flightOffer.numberOfBookableSeats).toBe(1);

    await leaveSeats(t, offer, 0);
    const full = await price(t, { flightOffer: offer });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('sold_out');
  });

  it.each([
    ['a date in the past', (offer: FlightOffer) => shiftDays(offer, -40)],
    ['an unknown id', (offer: FlightOffer) => ({ ...offer, id: 'not-an-offer' })],
    ['an unknown airport', (offer: FlightOffer) => renameOrigin(offer, 'QQQ')],
    ['flights that do not exist', (offer: FlightOffer) => renumber(offer, '9999')],
    [
      'an itinerary without flights',
      (offer: FlightOffer) => ({
        ...offer,
        itineraries: [{ ...offer.itineraries[0]!, segments: [] }],
      }),
    ],
  ])('answers 409 unavailable for %s', async (_name, change) => {
    const offer = await emiratesOffer(t, 34);

    const response = await price(t, { flightOffer: change(offer) });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'This flight can no longer be booked. Please search again.',
      code: 'unavailable',
    });
  });

  it.each([
    [{ adults: 0, children: 0, infants: 0 }, 'travelers.adults', 'must be at least 1'],
    [
      { adults: 5, children: 5, infants: 0 },
      'travelers.children',
      'adults and children together must be at most 9',
    ],
    [{ adults: 1, children: 0, infants: 2 }, 'travelers.infants', 'must be at most one per adult'],
  ])('answers 400 for the party %j', async (travelers, field, problem) => {
    const offer = await emiratesOffer(t, 35);

    const response = await price(t, { flightOffer: offer, travelers });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, detail: `${field}: ${problem}` });
  });

  it('answers 400 when the offer itself has no adult', async () => {
    const offer = await emiratesOffer(t, 35);
    const childOnly = {
      ...offer,
      travelerPricings: offer.travelerPricings.map((p) => ({ ...p, travelerType: 'CHILD' })),
    };

    const response = await price(t, { flightOffer: childOnly });

    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('flightOffer.travelerPricings');
  });

  it('answers 400 for a body that is not an offer', async () => {
    const response = await price(t, { flightOffer: { id: '1' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().field).toMatch(/^flightOffer\./);
  });
  // Last: it moves the clock.
  it('answers 409 unavailable once the flight is within the two-hour sales cutoff', async () => {
    const offer = await emiratesOffer(t, 1);
    expect((await price(t, { flightOffer: offer })).statusCode).toBe(200);
    const departure = Date.parse(`${offer.itineraries[0]!.segments[0]!.departure.at}+04:00`);
    t.clock.advance(departure - t.clock.now().getTime() - 90 * 60_000);

    const response = await price(t, { flightOffer: offer });

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('unavailable');
  });
});

/** The offer as a client that lowered its total by `amount` cents would send it. */
const cheaperBy = (offer: FlightOffer, amount: number): FlightOffer => ({
  ...offer,
  price: { ...offer.price, grandTotal: money(cents(offer.price.grandTotal) - amount) },
});

function firstDate(offer: FlightOffer) {
  return offer.itineraries[0]!.segments[0]!.departure.at.slice(0, 10);
}

function mapSegments(
  offer: FlightOffer,
  change: (segment: FlightOffer['itineraries'][number]['segments'][number]) => object,
): FlightOffer {
  return {
    ...offer,
    itineraries: offer.itineraries.map((itinerary) => ({
      ...itinerary,
      segments: itinerary.segments.map((segment) => ({ ...segment, ...change(segment) })),
    })),
  };
}

const shiftAt = (at: string, days: number) => `${addDays(at.slice(0, 10), days)}${at.slice(10)}`;

function shiftDays(offer: FlightOffer, days: number): FlightOffer {
  return mapSegments(offer, (segment) => ({
    departure: { ...segment.departure, at: shiftAt(segment.departure.at, days) },
    arrival: { ...segment.arrival, at: shiftAt(segment.arrival.at, days) },
  }));
}

function renameOrigin(offer: FlightOffer, code: string): FlightOffer {
  return mapSegments(offer, (segment) => ({ departure: { ...segment.departure, iataCode: code } }));
}

function renumber(offer: FlightOffer, number: string): FlightOffer {
  return mapSegments(offer, () => ({ number }));
}
