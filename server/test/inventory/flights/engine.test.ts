import fc from 'fast-check';
import {
  CABINS,
  LOW_COST_MAX_ROUTE_KM,
  MAX_CONNECTION_MINUTES,
  MAX_DETOUR_RATIO,
  MIN_CONNECTION_MINUTES,
  MIN_CONNECTION_MINUTES_MAJOR_HUB,
  SERVICE_FEE_USD,
} from '../../../src/inventory/flights/constants.ts';
import { CURRENCY_RATES } from '../../../src/inventory/shared/currencies.ts';
import type { Airport } from '../../../src/inventory/flights/data/airports.ts';
import { distanceKm } from '../../../src/inventory/shared/geo.ts';
import { filterOffers, sortOffers } from '../../../src/inventory/flights/results.ts';
import { cabinCapacity } from '../../../src/inventory/flights/seats.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import type { FlightOffer, RankedOffer } from '../../../src/inventory/flights/types.ts';
import {
  cents,
  loadFlightInventory,
  minutesOf,
  offersFor,
  searchOf,
  utcInstants,
  type FlightInventory,
} from './support.ts';

let inventory: FlightInventory;
let busyCodes: string[];
beforeAll(async () => {
  inventory = await loadFlightInventory();
  // Airports with a real network (hubs and big airports), and metropolitan codes.
  busyCodes = [
    ...[...inventory.airports.values()]
      .filter((airport) => inventory.network.routeCount(airport.code) >= 60)
      .map((airport) => airport.code),
    'LON',
    'NYC',
    'PAR',
    'TYO',
  ];
});

const RUNS = { numRuns: 100 };

// A random search between two busy places, up to 300 days after NOW.
const searches = () =>
  fc
    .record({
      origin: fc.constantFrom(...busyCodes),
      destination: fc.constantFrom(...busyCodes),
      days: fc.integer({ min: 0, max: 300 }),
      stay: fc.option(fc.integer({ min: 0, max: 21 }), { nil: null }),
      cabin: fc.constantFrom(...CABINS),
      adults: fc.integer({ min: 1, max: 4 }),
      children: fc.integer({ min: 0, max: 3 }),
      infantsShare: fc.double({ min: 0, max: 1, noNaN: true }),
      currency: fc.constantFrom('USD', 'EUR', 'AED', 'SAR', 'EGP', 'GBP' as const),
    })
    .filter(({ origin, destination }) => {
      const from = inventory.airportsFor(origin) ?? [];
      const to = inventory.airportsFor(destination) ?? [];
      return !from.some((airport) => to.includes(airport));
    })
    .map(({ origin, destination, days, stay, cabin, adults, children, infantsShare, currency }) => {
      const departureDate = addDays('2026-02-01', days);
      return searchOf({
        origin,
        destination,
        departureDate,
        returnDate: stay === null ? null : addDays(departureDate, stay),
        cabin,
        adults,
        children,
        infants: Math.floor(infantsShare * adults),
        currency,
      });
    });

const airport = (code: string) => inventory.airports.get(code) as Airport;
const firstOffers = (offers: RankedOffer[], count = 25) =>
  sortOffers(offers, 'price')
    .slice(0, count)
    .map((offer) => offer.build());

function instant(code: string, local: string): number {
  const instants = utcInstants(airport(code).timeZone, local);
  expect(instants.length).toBeGreaterThan(0);
  return instants[0] as number;
}

describe('the flight engine, over random routes and dates', () => {
  it('shows local times whose UTC difference is exactly each segment’s duration, and itineraries whose duration is flights plus connections', () => {
    fc.assert(
      fc.property(searches(), (search) => {
        for (const offer of firstOffers(offersFor(inventory, search))) {
          for (const itinerary of offer.itineraries) {
            let flying = 0;
            let connecting = 0;
            let previousArrival: number | null = null;
            for (const segment of itinerary.segments) {
              const departures = utcInstants(
                airport(segment.departure.iataCode).timeZone,
                segment.departure.at,
              );
              const arrivals = utcInstants(
                airport(segment.arrival.iataCode).timeZone,
                segment.arrival.at,
              );
              const minutes = minutesOf(segment.duration);
              // Some pair of the instants the local times can be (two in the hour clocks go back).
              const pair = departures
                .flatMap((departure) => arrivals.map((arrival) => [departure, arrival] as const))
                .find(([departure, arrival]) => arrival - departure === minutes * 60_000);
              expect(pair).toBeDefined();
              const [departure, arrival] = pair as readonly [number, number];
              if (previousArrival !== null) {
                const connection = (departure - previousArrival) / 60_000;
                const minimum = inventory.network.isMajorHub(segment.departure.iataCode)
                  ? MIN_CONNECTION_MINUTES_MAJOR_HUB
                  : MIN_CONNECTION_MINUTES;
                expect(connection).toBeGreaterThanOrEqual(minimum);
                expect(connection).toBeLessThanOrEqual(MAX_CONNECTION_MINUTES);
                connecting += connection;
              }
              flying += minutes;
              previousArrival = arrival;
            }
            expect(minutesOf(itinerary.duration)).toBe(flying + connecting);
          }
        }
      }),
      RUNS,
    );
  });

  it('flies only from the searched places to the searched places, on the searched dates, without wandering', () => {
    fc.assert(
      fc.property(searches(), (search) => {
        const origins = (inventory.airportsFor(search.origin) ?? []).map((a) => a.code);
        const destinations = (inventory.airportsFor(search.destination) ?? []).map((a) => a.code);
        for (const offer of firstOffers(offersFor(inventory, search))) {
          expect(offer.itineraries).toHaveLength(search.returnDate === null ? 1 : 2);
          offer.itineraries.forEach((itinerary, index) => {
            const [from, to] = index === 0 ? [origins, destinations] : [destinations, origins];
            const segments = itinerary.segments;
            const first = segments[0]!;
            const last = segments[segments.length - 1]!;
            expect(from).toContain(first.departure.iataCode);
            expect(to).toContain(last.arrival.iataCode);
            expect(first.departure.at.slice(0, 10)).toBe(
              index === 0 ? search.departureDate : search.returnDate,
            );
            expect(segments.length).toBeLessThanOrEqual(3);
            expect(new Set(segments.map((segment) => segment.carrierCode))).toEqual(
              new Set(offer.validatingAirlineCodes),
            );
            const flown = segments.reduce(
              (sum, segment) =>
                sum +
                distanceKm(airport(segment.departure.iataCode), airport(segment.arrival.iataCode)),
              0,
            );
            expect(flown).toBeLessThanOrEqual(
              MAX_DETOUR_RATIO *
                distanceKm(airport(first.departure.iataCode), airport(last.arrival.iataCode)) +
                1e-6,
            );
          });
        }
      }),
      RUNS,
    );
  });

  // Amadeus Flight Offers Search v2: a Fee's type is TICKETING, FORM_OF_PAYMENT or SUPPLIER;
  // taxes are a list of their own, each with a code.
  it('lists fees with Amadeus’ fee types only, and taxes apart with their code', () => {
    fc.assert(
      fc.property(searches(), (search) => {
        for (const offer of firstOffers(offersFor(inventory, search), 5)) {
          for (const fee of offer.price.fees) {
            expect(['TICKETING', 'FORM_OF_PAYMENT', 'SUPPLIER']).toContain(fee.type);
          }
          expect(offer.price.taxes.length).toBeGreaterThan(0);
          for (const tax of offer.price.taxes) expect(tax.code).toMatch(/^[A-Z0-9]{2}$/);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('charges Safar’s service fee once per traveller, one way or return, lap infants too', () => {
    fc.assert(
      fc.property(searches(), (search) => {
        const fee = Math.round(SERVICE_FEE_USD * CURRENCY_RATES[search.currency] * 100);
        for (const offer of firstOffers(offersFor(inventory, search))) {
          const ticketing = offer.price.fees.find((each) => each.type === 'TICKETING');
          expect(cents(ticketing!.amount)).toBe(fee * offer.travelerPricings.length);
        }
      }),
      RUNS,
    );
  });

  it('gives the same offers for the same search', () => {
    fc.assert(
      fc.property(searches(), (search) => {
        const first = offersFor(inventory, search);
        const again = offersFor(inventory, { ...search, now: new Date(search.now.getTime()) });
        expect(again.map((offer) => offer.id)).toEqual(first.map((offer) => offer.id));
        expect(new Set(first.map((offer) => offer.id)).size).toBe(first.length);
        expect(firstOffers(again, 5)).toEqual(firstOffers(first, 5));
      }),
      { numRuns: 50 },
    );
  });

  it('adds up: base + taxes + fees = total = grand total, and travellers’ prices sum to the total', () => {
    fc.assert(
      fc.property(searches(), (search) => {
        for (const offer of firstOffers(offersFor(inventory, search), 10)) {
          const { price } = offer;
          expect(price.currency).toBe(search.currency);
          const fees = price.fees.reduce((sum, fee) => sum + cents(fee.amount), 0);
          const taxes = price.taxes.reduce((sum, tax) => sum + cents(tax.amount), 0);
          expect(cents(price.base) + taxes + fees).toBe(cents(price.total));
          expect(price.grandTotal).toBe(price.total);
          const travelers = offer.travelerPricings;
          expect(travelers).toHaveLength(search.adults + search.children + search.infants);
          expect(travelers.reduce((sum, t) => sum + cents(t.price.total), 0)).toBe(
            cents(price.total),
          );
          expect(travelers.reduce((sum, t) => sum + cents(t.price.base), 0)).toBe(
            cents(price.base),
          );
          for (const traveler of travelers) {
            expect(traveler.price.currency).toBe(search.currency);
            expect(traveler.fareDetailsBySegment.map((detail) => detail.segmentId)).toEqual(
              offer.itineraries.flatMap((itinerary) =>
                itinerary.segments.map((segment) => segment.id),
              ),
            );
          }
          expect(offer.numberOfBookableSeats).toBeGreaterThanOrEqual(1);
          expect(offer.numberOfBookableSeats).toBeLessThanOrEqual(9);
        }
      }),
      RUNS,
    );
  });

  it('filters to matching offers only, sorts in order and pages without repeats or gaps', () => {
    fc.assert(
      fc.property(
        searches(),
        fc.record({
          airlines: fc.option(fc.subarray(['EK', 'QR', 'BA', 'LH', 'TK', 'AF', 'FZ', 'AA', 'SQ']), {
            nil: undefined,
          }),
          excluded: fc.option(fc.subarray(['EK', 'QR', 'BA', 'TK', 'PC']), { nil: undefined }),
          nonStop: fc.boolean(),
          stops: fc.option(fc.subarray([0, 1, 2]), { nil: undefined }),
          baggage: fc.option(fc.constantFrom('included' as const, 'excluded' as const), {
            nil: undefined,
          }),
          maxTotal: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
          minTotal: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
          maxPerTraveler: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: undefined }),
        }),
        fc.constantFrom('price' as const, 'duration' as const, 'departure' as const),
        fc.integer({ min: 1, max: 50 }),
        (search, filters, sortBy, pageSize) => {
          const offers = offersFor(inventory, search);
          const chosen = sortOffers(
            filterOffers(offers, {
              airlineSets: filters.airlines ? [filters.airlines] : [],
              excludedAirlines: filters.excluded,
              nonStop: filters.nonStop,
              stops: filters.stops,
              baggage: filters.baggage,
              maxTotalMinor: filters.maxTotal,
              minTotalMinor: filters.minTotal,
              maxPricePerTravelerMinor: filters.maxPerTraveler,
            }),
            sortBy,
          );
          for (const offer of chosen) {
            const built = offer.build();
            const carrier = built.validatingAirlineCodes[0] as string;
            const stops = Math.max(
              ...built.itineraries.map((itinerary) => itinerary.segments.length - 1),
            );
            const bags = built.itineraries[0]!.segments[0]!.includedCheckedBags.quantity;
            if (filters.airlines) expect(filters.airlines).toContain(carrier);
            if (filters.excluded) expect(filters.excluded).not.toContain(carrier);
            if (filters.nonStop) expect(stops).toBe(0);
            if (filters.stops) expect(filters.stops).toContain(stops);
            if (filters.baggage === 'included') expect(bags).toBeGreaterThan(0);
            if (filters.baggage === 'excluded') expect(bags).toBe(0);
            const total = cents(built.price.grandTotal);
            if (filters.maxTotal !== undefined) expect(total).toBeLessThanOrEqual(filters.maxTotal);
            if (filters.minTotal !== undefined)
              expect(total).toBeGreaterThanOrEqual(filters.minTotal);
            if (filters.maxPerTraveler !== undefined) {
              for (const traveler of built.travelerPricings) {
                expect(cents(traveler.price.total)).toBeLessThanOrEqual(filters.maxPerTraveler);
              }
            }
          }
          const key = {
            price: 'grandTotalMinor',
            duration: 'durationMinutes',
            departure: 'departureUtc',
          } as const;
          for (let index = 1; index < chosen.length; index++) {
            const [before, after] = [chosen[index - 1]!, chosen[index]!];
            expect(before[key[sortBy]]).toBeLessThanOrEqual(after[key[sortBy]]);
            if (before[key[sortBy]] === after[key[sortBy]]) expect(before.id < after.id).toBe(true);
          }
          const pages: string[] = [];
          for (let start = 0; start < chosen.length; start += pageSize) {
            pages.push(...chosen.slice(start, start + pageSize).map((offer) => offer.id));
          }
          expect(pages).toEqual(chosen.map((offer) => offer.id));
          expect(new Set(pages).size).toBe(pages.length);
        },
      ),
      RUNS,
    );
  });
});

describe('the flight engine, by example', () => {
  const built = (offers: RankedOffer[]) => offers.map((offer) => offer.build());
  const directCarriers = (offers: FlightOffer[]) =>
    new Set(
      offers
        .filter((offer) => offer.itineraries[0]!.segments.length === 1)
        .map((offer) => offer.validatingAirlineCodes[0]),
    );

  it('has Emirates and British Airways nonstop from Dubai to Heathrow', () => {
    const offers = built(offersFor(inventory, searchOf({ origin: 'DXB', destination: 'LHR' })));
    expect(directCarriers(offers)).toEqual(new Set(['EK', 'BA']));
    const emirates = offers.find((offer) => offer.validatingAirlineCodes[0] === 'EK')!;
    const segment = emirates.itineraries[0]!.segments[0]!;
    expect(segment).toMatchObject({
      departure: { iataCode: 'DXB' },
      arrival: { iataCode: 'LHR' },
      numberOfStops: 0,
    });
    // About 5,500 km: seven hours or so.
    expect(minutesOf(segment.duration)).toBeGreaterThan(6.5 * 60);
    expect(minutesOf(segment.duration)).toBeLessThan(8 * 60);
    expect(emirates.itineraries[0]!.segments[0]!.includedCheckedBags.quantity).toBe(2);
  });

  it('keeps low-cost airlines (flydubai, flynas, Air Arabia…) on short and medium routes', () => {
    const lowCost = [...inventory.carriers.values()].filter((carrier) => carrier.lowCost);
    expect(lowCost.map((carrier) => carrier.code)).toEqual(
      expect.arrayContaining(['FZ', 'XY', 'G9', 'J9']),
    );
    for (const carrier of lowCost) {
      for (const hub of carrier.hubs) {
        const routes = inventory.network
          .routesFrom(hub)
          .filter((route) => route.carrier === carrier.code);
        expect(routes.length).toBeGreaterThan(10);
        for (const route of routes)
          expect(route.distanceKm).toBeLessThanOrEqual(LOW_COST_MAX_ROUTE_KM);
      }
    }
    const flydubai = built(
      offersFor(inventory, searchOf({ origin: 'DXB', destination: 'JFK' })),
    ).filter((offer) => offer.validatingAirlineCodes[0] === 'FZ');
    expect(flydubai).toEqual([]);
    const economy = built(
      offersFor(inventory, searchOf({ origin: 'DXB', destination: 'KTM' })),
    ).find((offer) => offer.validatingAirlineCodes[0] === 'FZ');
    expect(economy?.itineraries[0]!.segments[0]!.includedCheckedBags.quantity).toBe(0);
  });

  it('keeps durations exact across the date line (Auckland to Honolulu lands the day before)', () => {
    const offers = built(
      offersFor(
        inventory,
        searchOf({ origin: 'AKL', destination: 'HNL', departureDate: '2026-06-15' }),
      ),
    );
    const nonstop = offers.find((offer) => offer.itineraries[0]!.segments.length === 1)!;
    const segment = nonstop.itineraries[0]!.segments[0]!;
    expect(segment.departure.at.slice(0, 10)).toBe('2026-06-15');
    const departure = instant('AKL', segment.departure.at);
    const arrival = instant('HNL', segment.arrival.at);
    expect(arrival - departure).toBe(minutesOf(segment.duration) * 60_000);
    expect(segment.arrival.at < segment.departure.at).toBe(true);

    const westward = built(
      offersFor(
        inventory,
        searchOf({ origin: 'LAX', destination: 'SYD', departureDate: '2026-06-15' }),
      ),
    );
    const direct = westward.find((offer) => offer.itineraries[0]!.segments.length === 1)!
      .itineraries[0]!.segments[0]!;
    expect(instant('SYD', direct.arrival.at) - instant('LAX', direct.departure.at)).toBe(
      minutesOf(direct.duration) * 60_000,
    );
    // Westward over the date line: a later calendar day than the flight's hours alone would give.
    expect(direct.arrival.at.slice(0, 10) > direct.departure.at.slice(0, 10)).toBe(true);
  });

  it('keeps durations exact on the days clocks change (Europe and New York, spring and autumn)', () => {
    for (const [origin, destination, date] of [
      ['LHR', 'JFK', '2026-03-29'],
      ['JFK', 'LHR', '2026-03-08'],
      ['CDG', 'JFK', '2026-10-25'],
      ['JFK', 'CDG', '2026-11-01'],
    ] as const) {
      const offers = built(
        offersFor(inventory, searchOf({ origin, destination, departureDate: date })),
      );
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        for (const segment of offer.itineraries[0]!.segments) {
          const departures = utcInstants(
            airport(segment.departure.iataCode).timeZone,
            segment.departure.at,
          );
          const arrivals = utcInstants(
            airport(segment.arrival.iataCode).timeZone,
            segment.arrival.at,
          );
          expect(
            departures.some((d) =>
              arrivals.some((a) => a - d === minutesOf(segment.duration) * 60_000),
            ),
          ).toBe(true);
        }
      }
    }
  });

  it('reports seats left from the sold-seats lookup, and leaves out a sold-out flight', () => {
    const search = searchOf({ origin: 'DXB', destination: 'LHR' });
    const before = built(offersFor(inventory, search));
    const emirates = before.find(
      (offer) =>
        offer.validatingAirlineCodes[0] === 'EK' && offer.itineraries[0]!.segments.length === 1,
    )!;
    const segment = emirates.itineraries[0]!.segments[0]!;
    const capacity = cabinCapacity(inventory.carriers.get('EK')!, segment.aircraft.code, 'ECONOMY');
    const thisFlight = (flight: { carrier: string; number: number }) =>
      flight.carrier === 'EK' && String(flight.number) === segment.number;

    const fewLeft = built(
      offersFor(inventory, search, (flight) => (thisFlight(flight) ? capacity - 3 : 0)),
    );
    expect(fewLeft.find((offer) => offer.id === emirates.id)?.numberOfBookableSeats).toBe(3);
    const tooFew = built(
      offersFor(inventory, { ...search, adults: 4 }, (flight) =>
        thisFlight(flight) ? capacity - 3 : 0,
      ),
    );
    expect(tooFew.find((offer) => offer.id === emirates.id)).toBeUndefined();
    const soldOut = built(
      offersFor(inventory, search, (flight) => (thisFlight(flight) ? capacity : 0)),
    );
    expect(soldOut.find((offer) => offer.id === emirates.id)).toBeUndefined();
    expect(soldOut).toHaveLength(before.length - 1);
  });

  it('prices children at 75 % and infants at 10 % of the adult base fare', () => {
    const [offer] = built(offersFor(inventory, searchOf({ adults: 2, children: 1, infants: 1 })));
    const bases = offer!.travelerPricings.map(
      (t) => [t.travelerType, cents(t.price.base)] as const,
    );
    expect(bases.map(([type]) => type)).toEqual(['ADULT', 'ADULT', 'CHILD', 'HELD_INFANT']);
    const adult = bases[0]![1];
    expect(Math.abs(bases[2]![1] - adult * 0.75)).toBeLessThanOrEqual(1);
    expect(Math.abs(bases[3]![1] - adult * 0.1)).toBeLessThanOrEqual(1);
  });

  it('converts money at the fixed rates', () => {
    const usd = offersFor(inventory, searchOf({ currency: 'USD' }));
    const eur = offersFor(inventory, searchOf({ currency: 'EUR' }));
    const euros = new Map(eur.map((offer) => [offer.id, offer.grandTotalMinor]));
    for (const offer of usd.slice(0, 20)) {
      const expected = offer.grandTotalMinor * CURRENCY_RATES.EUR;
      expect(Math.abs((euros.get(offer.id) as number) - expected)).toBeLessThanOrEqual(5);
    }
  });

  it('pairs round trips on one airline, the return leaving after the outbound lands', () => {
    const offers = built(
      offersFor(
        inventory,
        searchOf({ origin: 'DXB', destination: 'LON', returnDate: '2026-03-17' }),
      ),
    );
    expect(offers.length).toBeGreaterThan(20);
    for (const offer of offers) {
      expect(offer.oneWay).toBe(false);
      const [out, back] = offer.itineraries;
      const carriers = new Set(
        [...out!.segments, ...back!.segments].map((segment) => segment.carrierCode),
      );
      expect(carriers.size).toBe(1);
      const lastOut = out!.segments[out!.segments.length - 1]!;
      expect(back!.segments[0]!.departure.at > lastOut.arrival.at.slice(0, 10)).toBe(true);
    }
  });

  it('uses two stops only when nothing shorter exists', () => {
    const offers = built(offersFor(inventory, searchOf({ origin: 'DXB', destination: 'LHR' })));
    expect(offers.every((offer) => offer.itineraries[0]!.segments.length <= 2)).toBe(true);
  });
});
