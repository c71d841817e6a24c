// Currencies every kind of offer can be priced in (plain values: the SPA may import them).
// Prices are computed in US dollars and converted at these fixed reference rates (units of the
// currency for one US dollar), taken on CURRENCY_RATES_DATE. They are not live rates: a deployment
// that needs today's rates updates both together.
export const CURRENCY_RATES_DATE = '2025-01-02';
export const CURRENCY_RATES = {
  USD: 1,
  EUR: 0.9618,
  GBP: 0.7986,
  AED: 3.6725,
  SAR: 3.75,
  EGP: 50.8,
} as const;
export type CurrencyCode = keyof typeof CURRENCY_RATES;
export const CURRENCY_CODES = Object.keys(CURRENCY_RATES) as CurrencyCode[];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
