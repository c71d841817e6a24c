import { isRecord } from '@/lib/is-record';

import type {
  FlightEndpoint,
  FlightItinerary,
  FlightOffer,
  FlightSegment,
} from '../api/flight-types';

// Offers reach the screens from the network, from navigation state and from localStorage; each
// is checked for the fields the screens read before it is shown, so a malformed one is skipped
// rather than breaking the page.

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

// Local airport time without offset: 2026-12-01T08:30 or 2026-12-01T08:30:00
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

function isEndpoint(value: unknown): value is FlightEndpoint {
  return (
    isRecord(value) && isText(value.iataCode) && isText(value.at) && LOCAL_DATE_TIME.test(value.at)
  );
}

function isSegment(value: unknown): value is FlightSegment {
  return (
    isRecord(value) &&
    isEndpoint(value.departure) &&
    isEndpoint(value.arrival) &&
    isText(value.carrierCode) &&
    (typeof value.number === 'string' || typeof value.number === 'number')
  );
}

function isItinerary(value: unknown): value is FlightItinerary {
  return (
    isRecord(value) &&
    Array.isArray(value.segments) &&
    value.segments.length > 0 &&
    value.segments.every(isSegment)
  );
}

const isAmount = (value: unknown) => isText(value) && Number.isFinite(Number(value));

export function isFlightOffer(value: unknown): value is FlightOffer {
  if (!isRecord(value) || !isText(value.id) || !isRecord(value.price)) return false;
  const { price, itineraries } = value;
  return (
    isAmount(price.total) &&
    isText(price.currency) &&
    Array.isArray(itineraries) &&
    itineraries.length > 0 &&
    itineraries.every(isItinerary)
  );
}
