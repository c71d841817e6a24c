import {
  CAR_CLASSES,
  CAR_TYPES,
  FUEL_TYPES,
  TRANSMISSIONS,
  type CarClass,
  type CarType,
  type FuelType,
  type Transmission,
} from './constants.ts';
import type { Quote } from './quotes.ts';

// A search's quotes filtered, sorted and counted for the filter panel (facets count before the
// filters, so the panel shows what each choice would find).

export interface CarFilters {
  types?: readonly CarType[];
  transmission?: Transmission;
  seatsMin?: number;
  suppliers?: readonly string[];
  fuels?: readonly FuelType[];
  classes?: readonly CarClass[];
  minPerDayMinor?: number;
  maxPerDayMinor?: number;
  freeCancellation?: boolean;
}

export type CarSortKey = 'price' | 'price-desc' | 'rating';

export function matches(quote: Quote, filters: CarFilters): boolean {
  const car = quote.carClass;
  const perDay = quote.price.perDayMinor;
  return (
    (!filters.types?.length || filters.types.includes(car.type)) &&
    (!filters.transmission || car.transmission === filters.transmission) &&
    (filters.seatsMin === undefined || car.seats >= filters.seatsMin) &&
    (!filters.suppliers?.length || filters.suppliers.includes(quote.supplier.code)) &&
    (!filters.fuels?.length || filters.fuels.includes(car.fuel)) &&
    (!filters.classes?.length || filters.classes.includes(car.code)) &&
    (filters.minPerDayMinor === undefined || perDay >= filters.minPerDayMinor) &&
    (filters.maxPerDayMinor === undefined || perDay <= filters.maxPerDayMinor) &&
    (!filters.freeCancellation || quote.freeNow)
  );
}

// Ties go by class, then supplier, so pages never repeat or skip an offer.
const classOrder = (quote: Quote) => CAR_CLASSES.indexOf(quote.carClass.code);
const tieBreak = (a: Quote, b: Quote) =>
  classOrder(a) - classOrder(b) ||
  (a.supplier.code < b.supplier.code ? -1 : a.supplier.code > b.supplier.code ? 1 : 0);

export function sortQuotes(quotes: Quote[], sort: CarSortKey): Quote[] {
  const total = (quote: Quote) => quote.price.totalMinor;
  const compare: Record<CarSortKey, (a: Quote, b: Quote) => number> = {
    price: (a, b) => total(a) - total(b) || tieBreak(a, b),
    'price-desc': (a, b) => total(b) - total(a) || tieBreak(a, b),
    rating: (a, b) =>
      b.supplier.rating - a.supplier.rating || total(a) - total(b) || tieBreak(a, b),
  };
  return quotes.sort(compare[sort]);
}

function countBy<Value>(
  quotes: readonly Quote[],
  valueOf: (quote: Quote) => Value,
  order: readonly Value[],
) {
  const counts = new Map<Value, number>();
  for (const quote of quotes) counts.set(valueOf(quote), (counts.get(valueOf(quote)) ?? 0) + 1);
  return order
    .filter((value) => counts.has(value))
    .map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

export interface QuoteFacets {
  types: { value: CarType; count: number }[];
  transmissions: { value: Transmission; count: number }[];
  fuels: { value: FuelType; count: number }[];
  // Quotes with at least `value` seats.
  seats: { value: number; count: number }[];
  suppliers: { quote: Quote; count: number; minPerDayMinor: number }[];
  freeCancellation: number;
  perDayMinor: { min: number; max: number } | null;
  totalMinor: { min: number; max: number } | null;
}

export function facetsOf(quotes: readonly Quote[]): QuoteFacets {
  const seatCounts = [...new Set(quotes.map((quote) => quote.carClass.seats))].sort(
    (a, b) => a - b,
  );
  const suppliers = new Map<string, { quote: Quote; count: number; minPerDayMinor: number }>();
  for (const quote of quotes) {
    const entry = suppliers.get(quote.supplier.code);
    if (entry) {
      entry.count += 1;
      entry.minPerDayMinor = Math.min(entry.minPerDayMinor, quote.price.perDayMinor);
    } else
      suppliers.set(quote.supplier.code, {
        quote,
        count: 1,
        minPerDayMinor: quote.price.perDayMinor,
      });
  }
  const range = (values: number[]) =>
    values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
  return {
    types: countBy(quotes, (quote) => quote.carClass.type, CAR_TYPES),
    transmissions: countBy(quotes, (quote) => quote.carClass.transmission, TRANSMISSIONS),
    fuels: countBy(quotes, (quote) => quote.carClass.fuel, FUEL_TYPES),
    seats: seatCounts.map((seats) => ({
      value: seats,
      count: quotes.filter((quote) => quote.carClass.seats >= seats).length,
    })),
    suppliers: [...suppliers.values()].sort((a, b) =>
      a.quote.supplier.name < b.quote.supplier.name ? -1 : 1,
    ),
    freeCancellation: quotes.filter((quote) => quote.freeNow).length,
    perDayMinor: range(quotes.map((quote) => quote.price.perDayMinor)),
    totalMinor: range(quotes.map((quote) => quote.price.totalMinor)),
  };
}
