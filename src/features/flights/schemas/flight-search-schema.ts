import { object, string, ValidationError } from 'yup';

import type { FlightSearchParams } from '../api/flight-types';
import { normaliseSearch } from '../api/search-params';
import type { FlightSearchState } from '../flight-search-slice';
import { isBefore, todayIso } from '@/lib/iso-date';

/*
 * §5 "Flight search": origin and destination chosen from suggestions and a departure date, else
 * 'Please fill in all required fields' (a round trip needs its return date too). Messages are
 * i18n keys of the "flights" namespace. The schema sits next to the request it guards:
 * toFlightSearchParams turns a valid form into the API's query.
 */

export const REQUIRED_MESSAGE = 'search.errors.required';

const chosenAirport = object({ iataCode: string().required() })
  .nullable()
  .required(REQUIRED_MESSAGE);

export const flightSearchSchema = object({
  origin: chosenAirport,
  destination: chosenAirport.test(
    'different-airport',
    'search.errors.sameAirport',
    (destination, context) =>
      !destination || destination.iataCode !== context.parent.origin?.iataCode,
  ),
  departureDate: string()
    .nullable()
    .required(REQUIRED_MESSAGE)
    .test('not-past', 'search.errors.pastDate', (date) => !date || !isBefore(date, todayIso())),
  returnDate: string()
    .nullable()
    .when('tripType', {
      is: 'round-trip',
      then: (schema) => schema.required(REQUIRED_MESSAGE),
    }),
});

/** The message key to show for a form, or null when it can be searched. */
export function flightSearchError(form: FlightSearchState): string | null {
  try {
    flightSearchSchema.validateSync(form, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.errors.includes(REQUIRED_MESSAGE) ? REQUIRED_MESSAGE : (error.errors[0] ?? null);
  }
}

/** The form's fields a search needs, in the order they appear (and are focused in). */
export const FLIGHT_SEARCH_FIELDS = [
  'origin',
  'destination',
  'departureDate',
  'returnDate',
] as const;
export type FlightSearchField = (typeof FLIGHT_SEARCH_FIELDS)[number];

/**
 * Each field's own message key, so a refused search marks every field to fix: a missing value
 * says which ('search.errors.missing.origin'), a wrong one why (same airport, past date).
 */
export function flightSearchFieldErrors(
  form: FlightSearchState,
): Partial<Record<FlightSearchField, string>> {
  try {
    flightSearchSchema.validateSync(form, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<FlightSearchField, string>> = {};
    for (const { path, message } of error.inner) {
      const field = FLIGHT_SEARCH_FIELDS.find((name) => name === path);
      if (!field || errors[field]) continue;
      errors[field] = message === REQUIRED_MESSAGE ? `search.errors.missing.${field}` : message;
    }
    return errors;
  }
}

/** The API query for a valid form (§3 "Flight search params"). */
export function toFlightSearchParams(form: FlightSearchState): FlightSearchParams {
  const { origin, destination, departureDate, returnDate, tripType, cabinClass, passengers } = form;
  return normaliseSearch({
    originLocationCode: origin?.iataCode ?? '',
    destinationLocationCode: destination?.iataCode ?? '',
    departureDate: departureDate ?? '',
    ...(tripType === 'round-trip' && returnDate ? { returnDate } : {}),
    adults: passengers.adults,
    ...(passengers.children ? { children: passengers.children } : {}),
    travelClass: cabinClass,
  });
}
