import type { BaggageOption, SortOption } from './constants.ts';
import type { CurrencyCode } from '../shared/currencies.ts';
import { compareText } from '../shared/random.ts';
import { formatMinorUnits } from '../shared/money.ts';
import type { RankedOffer } from './types.ts';

// Filters, sort and facets over a search's offers: pure functions of the offer list.

export interface OfferFilters {
  // Only these validating airlines (includedAirlineCodes and airlines together: both must hold).
  airlineSets?: readonly (readonly string[])[];
  excludedAirlines?: readonly string[];
  nonStop?: boolean;
  stops?: readonly number[];
  baggage?: BaggageOption;
  // Amadeus maxPrice: the most any one traveller pays, in minor units.
  maxPricePerTravelerMinor?: number;
  // Bounds on the offer's grand total, in minor units.
  minTotalMinor?: number;
  maxTotalMinor?: number;
}

export function filterOffers(offers: readonly RankedOffer[], filters: OfferFilters): RankedOffer[] {
  // Only the filters given are tested; with none, every offer is kept.
  const tests: ((offer: RankedOffer) => boolean)[] = [];
  for (const set of filters.airlineSets ?? []) tests.push((offer) => set.includes(offer.carrier));
  const {
    excludedAirlines,
    stops,
    baggage,
    maxPricePerTravelerMinor,
    minTotalMinor,
    maxTotalMinor,
  } = filters;
  if (excludedAirlines !== undefined) {
    tests.push((offer) => !excludedAirlines.includes(offer.carrier));
  }
  if (filters.nonStop) tests.push((offer) => offer.stops === 0);
  if (stops !== undefined) tests.push((offer) => stops.includes(offer.stops));
  if (baggage !== undefined) {
    tests.push((offer) => offer.bagsIncluded === (baggage === 'included'));
  }
  if (maxPricePerTravelerMinor !== undefined) {
    tests.push((offer) => offer.maxTravelerTotalMinor <= maxPricePerTravelerMinor);
  }
  if (minTotalMinor !== undefined) tests.push((offer) => offer.grandTotalMinor >= minTotalMinor);
  if (maxTotalMinor !== undefined) tests.push((offer) => offer.grandTotalMinor <= maxTotalMinor);
  if (tests.length === 0) return [...offers];
  return offers.filter((offer) => tests.every((test) => test(offer)));
}

const SORT_KEYS: Record<SortOption, (offer: RankedOffer) => number> = {
  price: (offer) => offer.grandTotalMinor,
  duration: (offer) => offer.durationMinutes,
  departure: (offer) => offer.departureUtc,
};

// A total order (ties broken by id), so pages never repeat or skip an offer.
export function sortOffers(offers: readonly RankedOffer[], sortBy: SortOption): RankedOffer[] {
  const key = SORT_KEYS[sortBy];
  return [...offers].sort((a, b) => key(a) - key(b) || compareText(a.id, b.id));
}

export interface OfferFacets {
  airlines: { code: string; name: string; nameAr: string; count: number; minPrice: string }[];
  price: { min: string | null; max: string | null; currency: CurrencyCode };
  stops: { stops: number; count: number }[];
}

// What the filter panel can offer: counted over the route's offers before the airline, stops,
// price and baggage filters.
export function offerFacets(
  offers: readonly RankedOffer[],
  airlineNames: (code: string) => { name: string; nameAr: string },
  currency: CurrencyCode,
): OfferFacets {
  const airlines = new Map<string, { count: number; min: number }>();
  const stops = new Map<number, number>();
  let min = Infinity;
  let max = -Infinity;
  for (const offer of offers) {
    const airline = airlines.get(offer.carrier);
    if (airline) {
      airline.count += 1;
      airline.min = Math.min(airline.min, offer.grandTotalMinor);
    } else {
      airlines.set(offer.carrier, { count: 1, min: offer.grandTotalMinor });
    }
    stops.set(offer.stops, (stops.get(offer.stops) ?? 0) + 1);
    min = Math.min(min, offer.grandTotalMinor);
    max = Math.max(max, offer.grandTotalMinor);
  }
  return {
    airlines: [...airlines]
      .sort(([codeA, a], [codeB, b]) => a.min - b.min || compareText(codeA, codeB))
      .map(([code, { count, min: cheapest }]) => ({
        code,
        ...airlineNames(code),
        count,
        minPrice: formatMinorUnits(cheapest),
      })),
    price: {
      min: offers.length > 0 ? formatMinorUnits(min) : null,
      max: offers.length > 0 ? formatMinorUnits(max) : null,
      currency,
    },
    stops: [...stops]
      .sort(([a], [b]) => a - b)
      .map(([count, offersWith]) => ({ stops: count, count: offersWith })),
  };
}
