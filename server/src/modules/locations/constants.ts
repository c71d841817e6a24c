// The location search's rules as plain values the SPA can import.
export const LOCATION_SUBTYPES = ['AIRPORT', 'CITY'] as const;
export type LocationSubType = (typeof LOCATION_SUBTYPES)[number];

export const LOCATION_LIMITS = {
  keywordMax: 50,
  // Suggestions per search and airports per nearest answer.
  results: 10,
} as const;
