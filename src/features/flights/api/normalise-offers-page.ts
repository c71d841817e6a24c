import { isRecord } from '@/lib/is-record';

import { isFlightOffer } from '../model/offer-guards';

import type { AirlineFacet, FlightFacets, FlightOffersPage } from './flight-types';

/*
 * §3 "Flight result page": the answer may be a plain list, an object with `results` and `next`,
 * or the same nested one level deeper ({results: {results, next}}). Our server sends
 * {count, next, previous, results, facets}; every shape becomes one FlightOffersPage, and offers
 * without the fields the screens read are left out.
 */

const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Money arrives as a string ('512.40', the Amadeus way) or as a number. */
const amount = (value: unknown): number | null =>
  typeof value === 'string' && value.trim() !== '' ? finite(Number(value)) : finite(value);

function airlineFacets(value: unknown): AirlineFacet[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item) || typeof item.code !== 'string' || !item.code) return [];
    return [
      {
        code: item.code,
        ...(typeof item.name === 'string' ? { name: item.name } : {}),
        ...(typeof item.nameAr === 'string' ? { nameAr: item.nameAr } : {}),
        ...(finite(item.count) !== null ? { count: finite(item.count) as number } : {}),
        ...(amount(item.minPrice) !== null ? { minPrice: amount(item.minPrice) as number } : {}),
      },
    ];
  });
}

function priceFacet(value: unknown): FlightFacets['price'] {
  if (!isRecord(value)) return null;
  const min = amount(value.min);
  const max = amount(value.max);
  if (min === null || max === null || min > max) return null;
  return { min, max, currency: typeof value.currency === 'string' ? value.currency : 'USD' };
}

function stopFacets(value: unknown): FlightFacets['stops'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const stops = isRecord(item) ? finite(item.stops) : null;
    if (stops === null || !isRecord(item)) return [];
    const count = finite(item.count);
    return [{ stops, ...(count !== null ? { count } : {}) }];
  });
}

function facetsOf(value: unknown): FlightFacets | null {
  if (!isRecord(value)) return null;
  return {
    airlines: airlineFacets(value.airlines),
    price: priceFacet(value.price),
    stops: stopFacets(value.stops),
  };
}

const nextOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function normaliseOffersPage(body: unknown): FlightOffersPage {
  if (Array.isArray(body)) {
    const offers = body.filter(isFlightOffer);
    return { offers, count: offers.length, next: null, facets: null };
  }
  if (!isRecord(body)) return { offers: [], count: 0, next: null, facets: null };

  const inner = isRecord(body.results) ? body.results : null;
  const list = inner ? inner.results : body.results;
  const offers = Array.isArray(list) ? list.filter(isFlightOffer) : [];
  return {
    offers,
    count: finite(inner?.count) ?? finite(body.count),
    next: nextOf(inner?.next) ?? nextOf(body.next),
    facets: facetsOf(inner?.facets) ?? facetsOf(body.facets),
  };
}
