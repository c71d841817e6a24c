import { isIataCode, MAX_PASSENGERS, parseSearchParams, toSearchQuery } from '../api/search-params';
import type { FlightSearchParams } from '../api/flight-types';

import { isIsoDate } from '@/lib/iso-date';

/*
 * A /flights link read the way a traveller would want it explained: a link that names a search
 * but cannot be run says what is wrong with it (never a silently different search), and parts of
 * a runnable link that could not be read are named as left out. A bare /flights is the default
 * search, not a problem.
 */

/** The parameters a link needs; each problem is an i18n key under results.link.* */
export interface LinkProblem {
  key: string;
  value?: string;
}

export type LinkReading =
  | { kind: 'none' }
  | { kind: 'invalid'; problems: LinkProblem[] }
  | { kind: 'search'; params: FlightSearchParams; ignored: string[] };

const SEARCH_KEYS = [
  'originLocationCode',
  'destinationLocationCode',
  'departureDate',
  'returnDate',
  'adults',
  'children',
  'travelClass',
  'sort_by',
  'baggage',
  'min_price',
  'max_price',
  'stops',
  'airlines',
];

function requiredProblems(query: URLSearchParams): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const place = (name: string, which: 'origin' | 'destination') => {
    const value = query.get(name);
    if (value === null || value.trim() === '') problems.push({ key: `${which}Missing` });
    else if (!isIataCode(value.toUpperCase())) problems.push({ key: `${which}Invalid`, value });
  };
  place('originLocationCode', 'origin');
  place('destinationLocationCode', 'destination');
  const date = query.get('departureDate');
  if (date === null || date.trim() === '') problems.push({ key: 'dateMissing' });
  else if (!isIsoDate(date)) problems.push({ key: 'dateInvalid', value: date });
  const adults = query.get('adults');
  if (adults !== null) {
    const number = /^\d+$/.test(adults) ? Number(adults) : NaN;
    if (!(number >= 1 && number <= MAX_PASSENGERS)) {
      problems.push({ key: 'adultsInvalid', value: adults });
    }
  }
  return problems;
}

/** What a /flights query string asks for, and what is wrong with it. */
export function readSearchLink(search: string): LinkReading {
  const query = new URLSearchParams(search);
  if (!SEARCH_KEYS.some((key) => query.has(key))) return { kind: 'none' };
  const params = parseSearchParams(query);
  if (!params) {
    const problems = requiredProblems(query);
    // parseSearchParams and requiredProblems read the same rules; a generic line if they differ.
    return { kind: 'invalid', problems: problems.length ? problems : [{ key: 'unreadable' }] };
  }
  // The parts the search kept, compared with what the link said: the rest was left out.
  const kept = toSearchQuery(params);
  const ignored = SEARCH_KEYS.flatMap((key) =>
    query
      .getAll(key)
      .filter((value) => value !== '' && !keptValue(kept, key, value))
      .map((value) => `${key}=${value}`),
  );
  return { kind: 'search', params, ignored };
}

function keptValue(kept: URLSearchParams, key: string, value: string): boolean {
  const values = kept.getAll(key);
  // No children is what a search without them means.
  if (key === 'children' && /^0+$/.test(value)) return true;
  if (key === 'airlines') {
    const codes = (kept.get('airlines') ?? '').split(',');
    return value
      .split(',')
      .every((code) => code.trim() === '' || codes.includes(code.trim().toUpperCase()));
  }
  if (key === 'originLocationCode' || key === 'destinationLocationCode') {
    return values.includes(value.toUpperCase());
  }
  // Numbers may be written differently (007, 1.50): compare as numbers where both are.
  return values.some(
    (kept) => kept === value || (value.trim() !== '' && Number(kept) === Number(value)),
  );
}
