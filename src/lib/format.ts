// Every number a user reads goes through these formatters, so both languages agree on digits,
// separators and currency placement.

export type Language = 'en' | 'ar';

/** The digits Arabic is written in: Arabic-Indic (٠١٢, the default) or Latin (012, as most Gulf sites write). */
export type ArabicDigits = 'arab' | 'latn';
export const ARABIC_DIGITS: readonly ArabicDigits[] = ['arab', 'latn'];

// The traveller's setting, kept in step by the PreferencesProvider (it renders before anything
// that formats). Module state rather than an argument so every formatter and i18next's agree.
let arabicDigits: ArabicDigits = 'arab';

export function setArabicDigits(digits: ArabicDigits): void {
  arabicDigits = digits;
}

const localeFor = (language: Language) =>
  language === 'en' ? 'en-US' : arabicDigits === 'latn' ? 'ar-EG-u-nu-latn' : 'ar-EG';

// Building an Intl formatter costs far more than using one (the home page's first render built
// dozens, the hottest function of its load): each locale and set of options is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  build: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (language: Language, options?: Intl.NumberFormatOptions) => {
  const locale = localeFor(language);
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
};

const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions) => {
  const locale = localeFor(language);
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
};

/**
 * Builds a price and a date formatter for the language ahead of the first render: the first Intl
 * object a page makes loads the browser's locale data (≈ 15 ms on a fast machine, four times that
 * on a phone), which would otherwise land inside the first render's longest task.
 */
export function prepareFormatters(language: Language): void {
  formatPrice(0, language);
  formatDateTime(new Date(0), language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

// Left-to-right isolate: a Latin currency sign ("US$", "UK£") keeps its own order in Arabic text.
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Whole-unit prices, US style by default (§9: currency, no decimals, default USD): the one
 * formatter every amount goes through. In Arabic, Intl writes "٣١٩ US$"; the "$" is neutral and
 * would flow to the far side of the letters in right-to-left text ("$US"), so a currency written
 * in Latin letters is isolated left to right and always reads "US$".
 */
export function formatPrice(
  amount: number,
  language: Language,
  currency = 'USD',
  { withMinorUnits = false } = {},
): string {
  const parts = numberFormat(
    language,
    withMinorUnits
      ? { style: 'currency', currency }
      : { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 },
  ).formatToParts(amount);
  return parts
    .map(({ type, value }) =>
      language === 'ar' && type === 'currency' && /[A-Za-z]/.test(value)
        ? `${LRI}${value}${PDI}`
        : value,
    )
    .join('');
}

/**
 * A total before and after a price change. Whole units unless that would show the same figure
 * twice (a change of cents): then both with the currency's minor units, so the traveller sees
 * what changed.
 */
export function formatPriceChange(
  previous: number,
  current: number,
  language: Language,
  currency = 'USD',
): { previous: string; current: string } {
  const whole = {
    previous: formatPrice(previous, language, currency),
    current: formatPrice(current, language, currency),
  };
  if (whole.previous !== whole.current) return whole;
  return {
    previous: formatPrice(previous, language, currency, { withMinorUnits: true }),
    current: formatPrice(current, language, currency, { withMinorUnits: true }),
  };
}

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(language, options).format(value);
}

export function formatCompact(value: number, language: Language): string {
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatPercent(fraction: number, language: Language): string {
  return numberFormat(language, { style: 'percent' }).format(fraction);
}

/** A calendar year, in the language's digits and without a thousands separator. */
export function formatYear(year: number, language: Language): string {
  return numberFormat(language, { useGrouping: false }).format(year);
}

const HIJRI_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** A date in the Hijri calendar (Umm al-Qura, as Saudi Arabia keeps it) in the language's words and digits: ١١ رجب ١٤٤٨ هـ. */
export function formatHijri(
  value: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions = HIJRI_DATE,
): string {
  return dateTimeFormat(language, { ...options, calendar: 'islamic-umalqura' }).format(value);
}

/**
 * Dates and times in the language's calendar words and digits. Wall-clock values that carry no
 * offset (an airport's local time) are passed as UTC instants with `timeZone: 'UTC'`, so the
 * reader's own time zone never shifts them.
 */
export function formatDateTime(
  value: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(language, options).format(value);
}

/** Two dates as one range in the language's words ('Jan 20 – 24, 2027'): shared parts said once. */
export function formatDateRange(
  from: Date,
  to: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  return dateTimeFormat(language, options).formatRange(from, to);
}
