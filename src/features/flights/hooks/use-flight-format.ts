import { useMemo } from 'react';

import { localDateTime } from '@/lib/local-time';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

import type { AirlineName } from '../api/flight-types';
import { isKnownAirline } from '../model/airlines';

import { useFlightsTranslation } from './use-flights-translation';

const TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};
const SHORT_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
};
const LONG_DATE: Intl.DateTimeFormatOptions = { ...SHORT_DATE, year: 'numeric' };

/**
 * Everything a flight screen prints, in the reader's language: local airport times, dates,
 * '7h 25m' durations, 'Direct' / '1 Stop' / 'N Stops', prices (§9: US-style currency, no
 * decimals, default USD) and airline names (§9 list; others as the answer named them, in
 * Arabic when reading Arabic; an unknown code stays the code).
 */
export function useFlightFormat() {
  const { t } = useFlightsTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const number = (value: number) => formatNumber(value, language);
    return {
      number,
      /** 08:30 from 2026-12-01T08:30:00 */
      time: (at: string) => formatDateTime(localDateTime(at), language, TIME),
      /** Tue, 1 Dec from a local time or a YYYY-MM-DD date */
      date: (at: string, withYear = false) =>
        formatDateTime(
          localDateTime(at.includes('T') ? at : `${at}T00:00`),
          language,
          withYear ? LONG_DATE : SHORT_DATE,
        ),
      duration: (minutes: number) =>
        t('format.duration', {
          hours: number(Math.floor(minutes / 60)),
          minutes: number(minutes % 60),
        }),
      stops: (count: number) => t('format.stops', { count, value: number(count) }),
      price: (amount: number, currency = 'USD') => formatPrice(amount, language, currency),
      airline: (code: string, names?: AirlineName) =>
        isKnownAirline(code)
          ? t(`airlines.${code}`)
          : (language === 'ar' && names?.nameAr) || names?.name || code,
    };
  }, [t, language]);
}

export type FlightFormat = ReturnType<typeof useFlightFormat>;
