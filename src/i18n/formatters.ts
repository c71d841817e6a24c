import type { i18n as I18n } from 'i18next';

import { formatDateTime, formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';
import { localDateTime } from '@/lib/local-time';

/*
 * i18next's own number formatter asks Intl for 'ar', which writes Latin digits; the rest of the
 * app writes Arabic through lib/format (ar-EG, Arabic-Indic digits). These make {{value, number}}
 * and {{value, localdate}} in a translation go through the same formatters, so a message that
 * quotes a number or a date reads like every other number on the screen.
 */
const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

/** Adds the formatters to an initialised i18next instance (i18n.ts does, once). */
export function addFormatters(i18n: I18n) {
  const formatter = i18n.services.formatter;
  if (!formatter) return;
  formatter.add('number', (value: unknown, lng, options: Intl.NumberFormatOptions) =>
    typeof value === 'number' ? formatNumber(value, languageOf(lng), options) : String(value),
  );
  // A local calendar date, YYYY-MM-DD, the same day wherever the reader is.
  formatter.add('localdate', (value: unknown, lng) =>
    typeof value === 'string'
      ? formatDateTime(localDateTime(`${value.slice(0, 10)}T00:00:00`), languageOf(lng), LONG_DATE)
      : String(value),
  );
}
