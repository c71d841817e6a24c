import { http, HttpResponse } from 'msw';

import type {
  ApiFlightOffer,
  ApiFlightOffersPage,
  ApiLocation,
  ApiNearestAirport,
  FlightDates,
} from '../src/features/flights/api/flight-types';
import {
  initialFlightSearchState,
  type FlightSearchState,
} from '../src/features/flights/flight-search-slice';

/*
 * The locations and flight-offers API as the contract describes it, for the SPA's tests: a few
 * real airports (named in English and Arabic, found by either), and a deterministic set of offers for any route (14 of them, so two pages of
 * 10), filtered, sorted and paged like the server, with facets over the whole search. Stateless;
 * a test that needs another answer overrides one handler with server.use(...).
 */

export const AIRPORTS: ApiLocation[] = [
  {
    name: 'Dubai International Airport',
    iataCode: 'DXB',
    latitude: 25.2528,
    longitude: 55.3644,
    cityName: 'Dubai',
    countryCode: 'AE',
    subType: 'AIRPORT',
    nameAr: 'مطار دبي الدولي',
    cityNameAr: 'دبي',
  },
  {
    name: 'Al Maktoum International Airport',
    iataCode: 'DWC',
    latitude: 24.8964,
    longitude: 55.1614,
    cityName: 'Dubai',
    countryCode: 'AE',
    subType: 'AIRPORT',
    nameAr: 'مطار آل مكتوم الدولي',
    cityNameAr: 'دبي',
  },
  {
    name: 'Charles de Gaulle Airport',
    iataCode: 'CDG',
    latitude: 49.0097,
    longitude: 2.5479,
    cityName: 'Paris',
    countryCode: 'FR',
    subType: 'AIRPORT',
    nameAr: 'مطار باريس شارل ديغول',
    cityNameAr: 'باريس',
  },
  {
    name: 'Paris Orly Airport',
    iataCode: 'ORY',
    latitude: 48.7233,
    longitude: 2.3794,
    cityName: 'Paris',
    countryCode: 'FR',
    subType: 'AIRPORT',
    nameAr: 'مطار باريس أورلي',
    cityNameAr: 'باريس',
  },
  {
    name: 'Heathrow Airport',
    iataCode: 'LHR',
    latitude: 51.47,
    longitude: -0.4543,
    cityName: 'London',
    countryCode: 'GB',
    subType: 'AIRPORT',
    nameAr: 'مطار لندن هيثرو',
    cityNameAr: 'لندن',
  },
  {
    name: 'Hamad International Airport',
    iataCode: 'DOH',
    latitude: 25.2731,
    longitude: 51.6081,
    cityName: 'Doha',
    countryCode: 'QA',
    subType: 'AIRPORT',
    nameAr: 'مطار حمد الدولي',
    cityNameAr: 'الدوحة',
  },
  {
    name: 'Istanbul Airport',
    iataCode: 'IST',
    latitude: 41.2753,
    longitude: 28.7519,
    cityName: 'Istanbul',
    countryCode: 'TR',
    subType: 'AIRPORT',
    nameAr: 'مطار إسطنبول',
    cityNameAr: 'إسطنبول',
  },
  {
    name: 'Cairo International Airport',
    iataCode: 'CAI',
    latitude: 30.1219,
    longitude: 31.4056,
    cityName: 'Cairo',
    countryCode: 'EG',
    subType: 'AIRPORT',
    nameAr: 'مطار القاهرة الدولي',
    cityNameAr: 'القاهرة',
  },
];

/** An airport as the search form keeps it: the suggestion, without the map's coordinates. */
export const airport = (code: string) => {
  const {
    latitude: _latitude,
    longitude: _longitude,
    ...suggestion
  } = AIRPORTS.find((item) => item.iataCode === code)!;
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

export const NEAREST_AIRPORTS: ApiNearestAirport[] = [
  { ...AIRPORTS.find((item) => item.iataCode === 'DXB')!, distance: 8.4 },
  { ...AIRPORTS.find((item) => item.iataCode === 'DWC')!, distance: 41.2 },
];

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
  const known = AIRPORTS.find((item) => item.iataCode === code);
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
  http.get('*/api/locations/search/', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const keyword = (query.get('keyword') ?? '').trim().toLowerCase();
    if (keyword.length < 2) {
      return HttpResponse.json(
        { detail: 'Keyword must be at least 2 characters', field: 'keyword' },
        { status: 400 },
      );
    }
    const subType = query.get('subType');
    const matches = AIRPORTS.filter(
      (item) =>
        (!subType || item.subType === subType) &&
        [item.name, item.cityName, item.iataCode, item.nameAr, item.cityNameAr].some((text) =>
          text.toLowerCase().includes(keyword),
        ),
    );
    return HttpResponse.json(matches.slice(0, 10));
  }),
  http.get('*/api/locations/nearest/', () => HttpResponse.json(NEAREST_AIRPORTS)),
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
