import { CURRENCY_RATES, type CurrencyCode } from './currencies.ts';

// Money is computed in US dollars and carried in whole minor units (cents) of the offer's
// currency, so sums of rounded parts always equal the rounded whole.
export function toMinorUnits(usd: number, currency: CurrencyCode): number {
  return Math.round(usd * CURRENCY_RATES[currency] * 100);
}

export function formatMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function parseAmount(amount: string): number {
  return Math.round(Number(amount) * 100);
}
