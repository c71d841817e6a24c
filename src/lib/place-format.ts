import { formatNumber, formatPrice, type Language } from './format';
import { formatClock, formatLocalDay, formatLocalWhen } from './local-time';

/**
 * What a hotel's or a car's screens print alike, in the reader's language and digits (§9: prices
 * without decimals); times are the place's own (no offset).
 */
export function placeFormat(language: Language) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, language, options),
    /** A score out of 5, one decimal. */
    score: (value: number) =>
      formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    price: (amount: number | string, currency: string) =>
      formatPrice(Number(amount), language, currency),
    /** Tue, Dec 1, 2026 from YYYY-MM-DD or a local time. */
    date: (at: string) => formatLocalDay(at, language),
    /** 3:00 PM from HH:MM or a local time, in the reader's digits. */
    time: (at: string) => formatClock(at, language),
    /** A local time at the place: Tue, Dec 1, 2026, 3:00 PM. */
    dateTime: (at: string) => formatLocalWhen(at, language),
  };
}
