import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import {
  FLIGHT_SEARCH_PROBLEMS,
  MAX_DAYS_AHEAD,
  PASSENGER_LIMITS,
} from '@server/modules/flights/constants.ts';

import { apiErrorCode } from '@/api/error-message';

import type { FlightSearchParams } from '../api/flight-types';
import type { FlightSearchField } from '../schemas/flight-search-schema';

/*
 * A search the server refused (400), said in the traveller's words with what to change, never in
 * the server's. Other failures (network, 5xx) are not about the search: they keep Try Again.
 */

export interface SearchProblem {
  /** i18n key under the flights namespace. */
  key: string;
  values: Record<string, string | number>;
  /** The form field to fix, cleared when the search goes back into the form. */
  field?: FlightSearchField;
}

const FIELDS: Record<string, FlightSearchField> = {
  originLocationCode: 'origin',
  destinationLocationCode: 'destination',
  departureDate: 'departureDate',
  returnDate: 'returnDate',
};

const KEYS: Record<string, string> = {
  [FLIGHT_SEARCH_PROBLEMS.dateInPast]: 'results.problems.dateInPast',
  [FLIGHT_SEARCH_PROBLEMS.dateTooFar]: 'results.problems.dateTooFar',
  [FLIGHT_SEARCH_PROBLEMS.returnBeforeDeparture]: 'results.problems.returnBeforeDeparture',
  [FLIGHT_SEARCH_PROBLEMS.unknownPlace]: 'results.problems.unknownPlace',
  [FLIGHT_SEARCH_PROBLEMS.samePlace]: 'results.problems.samePlace',
  [FLIGHT_SEARCH_PROBLEMS.tooManyTravellers]: 'results.problems.tooManyTravellers',
};

/** The problem with the search itself, or null when the failure is not the search's fault. */
export function searchProblemOf(
  error: FetchBaseQueryError | SerializedError | undefined,
  params: FlightSearchParams,
): SearchProblem | null {
  if (!error || !('status' in error) || error.status !== 400) return null;
  const code = apiErrorCode(error) ?? '';
  const field = (error.data as { field?: unknown } | undefined)?.field;
  const place =
    field === 'originLocationCode' ? params.originLocationCode : params.destinationLocationCode;
  return {
    key: KEYS[code] ?? 'results.problems.invalid',
    values: { days: MAX_DAYS_AHEAD, code: place, max: PASSENGER_LIMITS.seatedMax },
    ...(typeof field === 'string' && FIELDS[field] ? { field: FIELDS[field] } : {}),
  };
}
