import fc from 'fast-check';
import { SALES_CUTOFF_MINUTES } from '../../../src/inventory/flights/constants.ts';
import type { SoldSeats } from '../../../src/inventory/flights/offers.ts';
import { planFlightSearch, priceFlightSearch } from '../../../src/inventory/flights/search.ts';
import { addDays } from '../../../src/inventory/shared/time.ts';
import { loadFlightInventory, NOW, searchOf, type FlightInventory } from './support.ts';

// The clock decides which itineraries are still sold: those whose first flight leaves at least
// SALES_CUTOFF_MINUTES after it. Searches close to a moment check it, and that a later moment only
// ever takes itineraries away.

let inventory: FlightInventory;
beforeAll(async () => {
  inventory = await loadFlightInventory();
});

const HOUR_MS = 3_600_000;
const PLACES = ['DXB', 'LHR', 'LON', 'DOH', 'JFK', 'NYC', 'CDG', 'SIN', 'AUH', 'CAI', 'JED', 'IST'];

// Searches close to NOW (the sales cutoff bites on the first days), each asked at two moments.
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

const nothingSold: SoldSeats = () => 0;

describe('the sales cutoff', () => {
  it('keeps the itineraries leaving after it, each flight listed once; a later moment only takes away', () => {
    fc.assert(
      fc.property(searchesAtTwoMoments(), ([first, second]) => {
        const [earlier, later] = first.now <= second.now ? [first, second] : [second, first];
        const plans = [earlier, later].map((search) => planFlightSearch(inventory, search));
        for (const [index, search] of [earlier, later].entries()) {
          const plan = plans[index]!;
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
          expect(keys(planFlightSearch(inventory, search).outbound)).toEqual(keys(plan.outbound));
        }
        // Later, only itineraries found before, unless the earlier list was cut at 300 or none
        // with fewer stops is left and two-stop ones are found instead.
        const [before, after] = [plans[0]!, plans[1]!];
        const earlierKeys = new Set(keys(before.outbound));
        for (const item of after.outbound) {
          if (earlierKeys.has(item.key)) continue;
          const cut = before.outbound.length === 300;
          const fellBack = item.stops === 2 && before.outbound.every((was) => was.stops < 2);
          expect(cut || fellBack).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('gives each caller its own list of offers', () => {
    const plan = planFlightSearch(inventory, searchOf({ origin: 'DXB', destination: 'LHR' }));
    const first = priceFlightSearch(inventory, plan, nothingSold);
    first.reverse().pop();
    const second = priceFlightSearch(inventory, plan, nothingSold);
    expect(second).toHaveLength(first.length + 1);
  });
});
