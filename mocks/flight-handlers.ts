import { http, HttpResponse } from 'msw';

import { recordingOf, replay } from './recorded/replay';

import type {
  ApiFlightOffer,
  ApiFlightOffersPage,
  ApiLocation,
  FlightDates,
} from '../src/features/flights/api/flight-types';
import {
  initialFlightSearchState,
  type FlightSearchState,
} from '../src/features/flights/flight-search-slice';

/*
 * The locations and flight-offers API for the SPA's tests. Airports (by keyword and nearest)
 * replay the real server's recorded answers (mocks/recorded/flights.json, npm run
 * record:fixtures). Flight offers and flexible dates are still made here: a deterministic set of
 * offers for any route (14 of them, so two pages of 10), filtered, sorted and paged, with facets
 * over the whole search, their places named as the recorded airports are. Stateless; a test that
 * needs another answer overrides one handler with server.use(...).
 */

/** The airports the recorded location searches found (mocks/recorded/flight-requests.ts). */
const recordedAirports = () =>
  Object.entries(recordingOf('flights'))
    .filter(([key]) => key.startsWith('GET /api/locations/search/'))
    .flatMap(([, answer]) => answer.body as ApiLocation[]);

/** An airport as the server names it, from the recorded searches. */
function recordedAirport(code: string): ApiLocation {
  const found = recordedAirports().find((item) => item.iataCode === code);
  if (!found) throw new Error(`No recorded airport search found ${code}`);
  return found;
}

/** An airport as the search form keeps it: the suggestion, without the map's coordinates. */
export const airport = (code: string) => {
  const { latitude: _latitude, longitude: _longitude, ...suggestion } = recordedAirport(code);
  return suggestion;
};

/** A flight search form ready to search: DXB → CDG on a far-future date, one way. */
export const completeFlightSearchForm = (
  overrides: Partial<FlightSearchState> = {},
): FlightSearchState => ({
  ...initialFlightSearchState,
  origin: airport('DXB'),
  destination: airport('CDG'),
  departureDate: '2099-12-01',
  tripType: 'one-way',
  ...overrides,
});

interface OfferSpec {
  id: string;
  carrier: string;
  number: number;
  origin: string;
  destination: string;
  /** Local departure, e.g. 2026-12-01T08:30:00 */
  departureAt: string;
  minutes: number;
  /** A stop-over airport makes it two flights. */
  via?: string;
  price: number;
  bags?: number;
  returnAt?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDuration = (minutes: number) => `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;

/** The local time `minutes` after `at`, written without offset like the API. */
export function addMinutes(at: string, minutes: number): string {
  const date = new Date(`${at}Z`);
  date.setUTCMinutes(date.getUTCMinutes() + minutes);
  return `${date.toISOString().slice(0, 10)}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`;
}

/** An airport's and its city's names in English and Arabic, as the server puts them in an offer. */
function namesOf(code: string) {
  const known = recordedAirports().find((item) => item.iataCode === code);
  if (!known) return {};
  const { name, nameAr, cityName, cityNameAr } = known;
  return { name, nameAr, cityName, cityNameAr };
}

/** The offer as one priced, cached or booked before the server named places: codes only. */
export const withoutPlaceNames = <Offer extends ApiFlightOffer>(offer: Offer): Offer =>
  JSON.parse(
    JSON.stringify(offer, (key, value: unknown) =>
      ['name', 'nameAr', 'cityName', 'cityNameAr'].includes(key) ? undefined : value,
    ),
  );

function segmentsFor(spec: OfferSpec, from: string, to: string, at: string, leg: number) {
  const segment = (id: string, a: string, b: string, start: string, minutes: number, n: number) =>
    ({
      id,
      departure: { iataCode: a, terminal: '3', at: start, ...namesOf(a) },
      arrival: { iataCode: b, terminal: '1', at: addMinutes(start, minutes), ...namesOf(b) },
      carrierCode: spec.carrier,
      number: String(n),
      aircraft: { code: '77W' },
      duration: isoDuration(minutes),
      numberOfStops: 0,
      includedCheckedBags: { quantity: spec.bags ?? 1 },
    }) satisfies ApiFlightOffer['itineraries'][number]['segments'][number];
  if (!spec.via) return [segment(`${leg}1`, from, to, at, spec.minutes, spec.number + leg)];
  const first = Math.round(spec.minutes * 0.4);
  const layover = 95;
  return [
    segment(`${leg}1`, from, spec.via, at, first, spec.number + leg),
    segment(
      `${leg}2`,
      spec.via,
      to,
      addMinutes(at, first + layover),
      spec.minutes - first - layover,
      spec.number + leg + 10,
    ),
  ];
}

/** An offer in the Amadeus shape the server sends. */
export function makeFlightOffer(spec: OfferSpec): ApiFlightOffer {
  const itineraries = [
    {
      duration: isoDuration(spec.minutes),
      segments: segmentsFor(spec, spec.origin, spec.destination, spec.departureAt, 0),
    },
    ...(spec.returnAt
      ? [
          {
            duration: isoDuration(spec.minutes),
            segments: segmentsFor(spec, spec.destination, spec.origin, spec.returnAt, 1),
          },
        ]
      : []),
  ];
  const segmentIds = itineraries.flatMap((itinerary) => itinerary.segments.map((item) => item.id));
  const base = Math.round(spec.price * 0.8);
  return {
    type: 'flight-offer',
    id: spec.id,
    source: 'GDS',
    oneWay: !spec.returnAt,
    lastTicketingDate: spec.departureAt.slice(0, 10),
    numberOfBookableSeats: 4,
    class: 'ECONOMY',
    validatingAirlineCodes: [spec.carrier],
    itineraries,
    price: {
      currency: 'USD',
      base: base.toFixed(2),
      total: spec.price.toFixed(2),
      grandTotal: spec.price.toFixed(2),
      fees: [{ amount: '0.00', type: 'SUPPLIER' }],
      taxes: [{ amount: (spec.price - base).toFixed(2), code: 'XT' }],
    },
    travelerPricings: [
      {
        travelerId: '1',
        fareOption: 'STANDARD',
        travelerType: 'ADULT',
        price: { currency: 'USD', total: spec.price.toFixed(2), base: base.toFixed(2) },
        fareDetailsBySegment: segmentIds.map((segmentId) => ({
          segmentId,
          cabin: 'ECONOMY',
          class: 'Y',
          includedCheckedBags: { quantity: spec.bags ?? 1 },
        })),
      },
    ],
  };
}

const CARRIERS = ['EK', 'AF', 'QR', 'TK', 'EK', 'LH', 'EY'] as const;

/** The 14 offers any search finds: a cheapest direct Emirates flight first, then dearer ones. */
export function offersFor(query: URLSearchParams): ApiFlightOffer[] {
  const origin = query.get('originLocationCode') ?? 'DXB';
  const destination = query.get('destinationLocationCode') ?? 'CDG';
  const date = query.get('departureDate') ?? '2026-12-01';
  const returnDate = query.get('returnDate');
  return Array.from({ length: 14 }, (_, index) => {
    const carrier = CARRIERS[index % CARRIERS.length]!;
    const hour = 6 + ((index * 5) % 17);
    const departureAt = `${date}T${pad(hour)}:${index % 2 ? '45' : '30'}:00`;
    return makeFlightOffer({
      id: `offer-${index + 1}`,
      carrier,
      number: 70 + index * 2,
      origin,
      destination,
      departureAt,
      minutes: 445 + index * 20,
      via: index % 3 === 1 ? 'DOH' : undefined,
      price: 420 + index * 35,
      bags: index % 4 === 3 ? 0 : 1,
      returnAt: returnDate ? `${returnDate}T${pad(hour)}:00:00` : undefined,
    });
  });
}

const stopsOf = (offer: ApiFlightOffer) => offer.itineraries[0]!.segments.length - 1;
const priceOf = (offer: ApiFlightOffer) => Number(offer.price.grandTotal);
const carrierOf = (offer: ApiFlightOffer) => offer.validatingAirlineCodes[0]!;

const money = (value: number) => value.toFixed(2);

function facetsOf(offers: ApiFlightOffer[]): ApiFlightOffersPage['facets'] {
  const codes = [...new Set(offers.map(carrierOf))];
  const prices = offers.map(priceOf);
  return {
    airlines: codes.map((code) => {
      const own = offers.filter((offer) => carrierOf(offer) === code).map(priceOf);
      return {
        code,
        name: `${code} Airline`,
        nameAr: `طيران ${code}`,
        count: own.length,
        minPrice: money(Math.min(...own)),
      };
    }),
    price: prices.length
      ? { min: money(Math.min(...prices)), max: money(Math.max(...prices)), currency: 'USD' }
      : { min: null, max: null, currency: 'USD' },
    stops: [0, 1].map((count) => ({
      stops: count,
      count: offers.filter((offer) => stopsOf(offer) === count).length,
    })),
  };
}

function applyFilters(offers: ApiFlightOffer[], query: URLSearchParams) {
  const airlines = query.get('airlines')?.split(',').filter(Boolean) ?? [];
  const stops = query.getAll('stops').map(Number);
  const baggage = query.get('baggage');
  const bagsOf = (offer: ApiFlightOffer) =>
    offer.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags.quantity ?? 0;
  const sorted = offers.filter(
    (offer) =>
      (!airlines.length || airlines.includes(carrierOf(offer))) &&
      (!stops.length || stops.includes(stopsOf(offer))) &&
      (baggage !== 'included' || bagsOf(offer) > 0) &&
      (baggage !== 'excluded' || bagsOf(offer) === 0) &&
      priceOf(offer) >= Number(query.get('min_price') ?? 0) &&
      priceOf(offer) <= Number(query.get('max_price') ?? Infinity),
  );
  const sortBy = query.get('sort_by') ?? 'price';
  const key = (offer: ApiFlightOffer) =>
    sortBy === 'departure'
      ? offer.itineraries[0]!.segments[0]!.departure.at
      : sortBy === 'duration'
        ? offer.itineraries[0]!.duration.padStart(12, '0')
        : priceOf(offer).toFixed(2).padStart(12, '0');
  return sorted.sort((a, b) => key(a).localeCompare(key(b)));
}

/** One page of a search, as GET /api/shopping/flight-offers/ answers it (next links relative). */
export function flightOffersPage(request: Request): ApiFlightOffersPage {
  const url = new URL(request.url);
  const query = url.searchParams;
  const all = offersFor(query);
  const matching = applyFilters(all, query);
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 10);
  const pageUrl = (n: number) => {
    const link = new URL(url);
    link.searchParams.set('page', String(n));
    return `${link.pathname}${link.search}`;
  };
  return {
    count: matching.length,
    next: page * size < matching.length ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(page - 1) : null,
    results: matching.slice((page - 1) * size, page * size),
    facets: facetsOf(all),
  };
}

export const flightHandlers = [
  replay('flights', '*/api/locations/*'),
  http.get('*/api/shopping/flight-offers/', ({ request }) =>
    HttpResponse.json(flightOffersPage(request)),
  ),
  http.get('*/api/shopping/flight-dates/', ({ request }) =>
    HttpResponse.json(flightDates(new URL(request.url).searchParams)),
  ),
];

/**
 * Flexible dates as the server answers them: each date from `from` to `to`, with a cheapest fare
 * that rises by 10 a day from 380 (so the first is the lowest), and none before today.
 */
export function flightDates(query: URLSearchParams): FlightDates {
  const from = query.get('from') ?? '';
  const count = (Date.parse(query.get('to') ?? '') - Date.parse(from)) / 86_400_000 + 1;
  const today = new Date().toISOString().slice(0, 10);
  const returnDate = query.get('returnDate');
  const stay =
    returnDate === null
      ? null
      : (Date.parse(returnDate) - Date.parse(query.get('departureDate') ?? '')) / 86_400_000;
  return {
    currency: 'USD',
    dates: Array.from({ length: count }, (_, index) => {
      const departureDate = new Date(Date.parse(from) + index * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return {
        departureDate,
        returnDate:
          stay === null
            ? null
            : new Date(Date.parse(departureDate) + stay * 86_400_000).toISOString().slice(0, 10),
        cheapest: departureDate < today ? null : `${380 + index * 10}.00`,
      };
    }),
  };
}
