// §5's eighteen nationality options, as ISO 3166 codes; the names live in auth.json.
export const NATIONALITIES = [
  'AE',
  'SA',
  'EG',
  'JO',
  'LB',
  'KW',
  'QA',
  'BH',
  'OM',
  'MA',
  'TN',
  'DZ',
  'US',
  'GB',
  'FR',
  'DE',
  'IT',
  'ES',
] as const;

export type Nationality = (typeof NATIONALITIES)[number];
