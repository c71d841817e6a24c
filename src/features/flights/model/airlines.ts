/** §9: the airlines whose names Safar knows; their names are translated under `airlines.*`. */
export const KNOWN_AIRLINES = [
  'EK',
  'QR',
  'EY',
  'SV',
  'MS',
  'TK',
  'AF',
  'LH',
  'BA',
  'KL',
  'WY',
  'GF',
  'FZ',
  'XY',
] as const;

/** §2: the airline filter's list when an answer carries no facets. */
export const FALLBACK_FILTER_AIRLINES = ['EK', 'AF', 'TK', 'LH', 'QR', 'EY', 'SV'] as const;

export const isKnownAirline = (code: string): code is (typeof KNOWN_AIRLINES)[number] =>
  (KNOWN_AIRLINES as readonly string[]).includes(code);

/**
 * §2: logos come from an external airline-logo service, by code. The card falls back to a local
 * badge when the image fails (offline, blocked by the Content-Security-Policy, unknown code).
 */
export const airlineLogoUrl = (code: string) =>
  `https://images.kiwi.com/airlines/64/${encodeURIComponent(code)}.png`;
