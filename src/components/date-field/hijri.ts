import { formatHijri, type Language } from '@/lib/format';
import { isIsoDate } from '@/lib/iso-date';
import { localDateTime } from '@/lib/local-time';

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

const dayOf = (isoDate: string) => localDateTime(`${isoDate}T00:00`);

/**
 * The Hijri date beside a chosen Gregorian one, for a reader of Arabic ("١١ رجب ١٤٤٨ هـ");
 * nothing in English or for a date not yet whole.
 */
export function hijriNote(isoDate: string | null, language: Language): string | undefined {
  return language === 'ar' && isIsoDate(isoDate)
    ? formatHijri(dayOf(isoDate), language)
    : undefined;
}

/**
 * The Hijri months a Gregorian month spans, for a reader of Arabic ("جمادى الآخرة – رجب ١٤٤٨ هـ"),
 * from its first and last days (YYYY-MM-DD); nothing in English.
 */
export function hijriMonths(first: string, last: string, language: Language): string | undefined {
  if (language !== 'ar') return undefined;
  const end = formatHijri(dayOf(last), language, MONTH_YEAR);
  const startMonth = formatHijri(dayOf(first), language, MONTH);
  if (end.startsWith(startMonth)) return end;
  const start = formatHijri(dayOf(first), language, MONTH_YEAR);
  // The same Hijri year is said once, at the end.
  const startYear = start.slice(startMonth.length);
  return end.endsWith(startYear) ? `${startMonth} – ${end}` : `${start} – ${end}`;
}
