import fc from 'fast-check';
import { SALES_CUTOFF_MINUTES } from '../../../src/inventory/flights/constants.ts';
import { findItineraries } from '../../../src/inventory/flights/itineraries.ts';
import type { SoldSeats } from '../../../src/inventory/flights/offers.ts';
import {
  planFlightSearch,
  priceFlightSearch,
  pricedSearch,
  type FlightSearch,
  type SearchPlan,
} from '../../../src/inventory/flights/search.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import type { RankedOffer } from '../../../src/inventory/flights/types.ts';
import { loadFlightInventory, NOW, searchOf, type FlightInventory } from './support.ts';

// The engine caches a day's itineraries per direction, date and cabin, and the priced offers of
// a search while none of its seats is sold. These properties check that the caches never change
// an answer: a cached search equals the same search worked out afresh.

let inventory: FlightInventory;
beforeAll(async () => {
  inventory = await loadFlightInventory();
});

const HOUR_MS = 3_600_000;
const PLACES = ['DXB', 'LHR', 'LON', 'DOH', 'JFK', 'NYC', 'CDG', 'SIN', 'AUH', 'CAI', 'JED', 'IST'];

// Searches close to NOW (the sales cutoff bites on the first days), each asked at two moments of
// the day in either order, so a day's cache is filled at one moment and read at the other.
const searchesAtTwoMoments = () =>
  fc
    .record({
      origin: fc.constantFrom(...PLACES),
      destination: fc.constantFrom(...PLACES),
      days: fc.integer({ min: 0, max: 3 }),
      stay: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      cabin: fc.constantFrom('ECONOMY', 'BUSINESS' as const),
      hours: fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })),
    })
    .filter(({ origin, destination }) => {
      const from = inventory.airportsFor(origin) ?? [];
      const to = inventory.airportsFor(destination) ?? [];
      return !from.some((airport) => to.includes(airport));
    })
    .map(({ origin, destination, days, stay, cabin, hours }) => {
      const departureDate = addDays('2026-02-01', days);
      const search = searchOf({
        origin,
        destination,
        departureDate,
        returnDate: stay === null ? null : addDays(departureDate, stay),
        cabin,
      });
      const at = (hour: number) => ({ ...search, now: new Date(NOW.getTime() + hour * HOUR_MS) });
      return [at(hours[0]), at(hours[1])] as const;
    });

const keys = (itineraries: readonly { key: string }[] | null) =>
  itineraries?.map((itinerary) => itinerary.key) ?? null;

// The itineraries a search finds without any cache.
function freshItineraries(search: FlightSearch) {
  const notBeforeUtc = search.now.getTime() + SALES_CUTOFF_MINUTES * 60_000;
  const find = (from: string, to: string, date: string) =>
    findItineraries(inventory, {
      origins: inventory.airportsFor(from)!,
      destinations: inventory.airportsFor(to)!,
      date,
      cabin: search.cabin,
      notBeforeUtc,
    });
  return {
    outbound: find(search.origin, search.destination, search.departureDate),
    inbound:
      search.returnDate === null
        ? null
        : find(search.destination, search.origin, search.returnDate),
  };
}

// The same plan, but not the cached days' own lists: pricing it never reuses anything.
const unshared = (plan: SearchPlan): SearchPlan => ({
  ...plan,
  outbound: [...plan.outbound],
  inbound: plan.inbound && [...plan.inbound],
  wholeLists: null,
});

const shape = (offers: readonly RankedOffer[]) =>
  offers.map(({ build, ...ranked }) => ({ ...ranked, offer: build() }));

const nothingSold: SoldSeats = () => 0;

describe('the engine’s caches', () => {
  it('find the same itineraries as a fresh search, whenever in the day the cache was filled', () => {
    fc.assert(
      fc.property(searchesAtTwoMoments(), ([first, second]) => {
        for (const search of [first, second]) {
          const plan = planFlightSearch(inventory, search);
          const fresh = freshItineraries(search);
          expect(keys(plan.outbound)).toEqual(keys(fresh.outbound));
          expect(keys(plan.inbound)).toEqual(keys(fresh.inbound));
          const cutoff = search.now.getTime() + SALES_CUTOFF_MINUTES * 60_000;
          for (const itinerary of [...plan.outbound, ...(plan.inbound ?? [])]) {
            expect(itinerary.departureUtc).toBeGreaterThanOrEqual(cutoff);
          }
          const flights = [...plan.outbound, ...(plan.inbound ?? [])].flatMap((itinerary) =>
            itinerary.segments.map(
              (flight) => `${flight.carrier}${flight.number}@${flight.departureDate}`,
            ),
          );
          expect(
            plan.flights.map(
              (flight) => `${flight.carrier}${flight.number}@${flight.departureDate}`,
            ),
          ).toEqual([...new Set(flights)]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('price a search as a fresh pricing does, reusing the offers only while nothing is sold', () => {
    fc.assert(
      fc.property(
        searchesAtTwoMoments(),
        fc.integer({ min: 1, max: 60 }),
        ([search], soldOnEach) => {
          // Caches keep what is asked for a second time: a day from its second search, the
          // offers of a search from the second time on the cached day.
          const priceAgain = () =>
            pricedSearch(inventory, planFlightSearch(inventory, search), nothingSold);
          priceAgain();
          priceAgain();
          const plan = planFlightSearch(inventory, search);
          const reused = pricedSearch(inventory, plan, nothingSold);
          // Reused when the cutoff leaves the days' lists whole (not on the first hours' flights).
          if (plan.wholeLists !== null) expect(priceAgain()).toBe(reused);
          else expect(priceAgain()).not.toBe(reused);
          expect(shape(reused.offers)).toEqual(
            shape(priceFlightSearch(inventory, unshared(plan), nothingSold)),
          );

          // Seats sold on every other flight: priced afresh, as a plan that is not cached is.
          const some: SoldSeats = (flight) => (flight.number % 2 === 0 ? soldOnEach : 0);
          const withSales = pricedSearch(inventory, plan, some);
          if (plan.flights.some((flight) => some(flight) > 0)) expect(withSales).not.toBe(reused);
          expect(shape(withSales.offers)).toEqual(
            shape(priceFlightSearch(inventory, unshared(plan), some)),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('give each caller its own list of offers', () => {
    const plan = planFlightSearch(inventory, searchOf({ origin: 'DXB', destination: 'LHR' }));
    const first = priceFlightSearch(inventory, plan, nothingSold);
    first.reverse().pop();
    const second = priceFlightSearch(inventory, plan, nothingSold);
    expect(second).toHaveLength(first.length + 1);
    expect(Object.isFrozen(second)).toBe(false);
  });
});
