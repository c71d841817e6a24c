import { airportNames } from './flight-handlers';

import type { ApiFlightOffer } from '../src/features/flights/api/flight-types';

/*
 * A flight offer built to a test's measure, for the screens that render an offer they are given
 * (a card, a favourite, a booking) rather than one the search found: the tests of searching and
 * results read the server's recorded answers instead (mocks/flight-handlers.ts).
 */

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
const namesOf = (code: string) => airportNames(code) ?? {};

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
