import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

import { formatNumber, type Language } from '@/lib/format';

/*
 * MUI's dayjs adapter prints Latin digits in every language: the dayjs 'ar' locale turns digits
 * into Arabic-Indic ones only in its postformat hook, which runs under dayjs's preParsePostFormat
 * plugin, and that plugin would also change every date.format('YYYY-MM-DD') the app sends to the
 * API. So the adapter does it instead, as MUI's own Hijri adapter does: what it formats (the
 * calendar's days, the month and year header, the field's sections) comes out in the language's
 * digits, and what it parses goes back to Latin first. The digits are the ones src/lib/format.ts
 * prints in that language, so the calendar agrees with every other number on screen.
 */

const ARABIC_COMMA = '،';

export interface DigitConverter {
  toLocal: (text: string) => string;
  toLatin: (text: string) => string;
}

/** Converts between Latin digits and the language's own, or null when it writes Latin ones. */
export function digitConverter(language: Language): DigitConverter | null {
  const digits = Array.from({ length: 10 }, (_, digit) => formatNumber(digit, language));
  if (digits[0] === '0') return null;
  return {
    toLocal: (text) =>
      text.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit).replace(/,/g, ARABIC_COMMA),
    toLatin: (text) =>
      [...text]
        .map((char) => {
          const digit = digits.indexOf(char);
          if (digit >= 0) return String(digit);
          return char === ARABIC_COMMA ? ',' : char;
        })
        .join(''),
  };
}

export class AdapterDayjsLocalizedDigits extends AdapterDayjs {
  constructor(options?: ConstructorParameters<typeof AdapterDayjs>[0]) {
    super(options);
    const converter = digitConverter(this.locale === 'ar' ? 'ar' : 'en');
    if (!converter) return;
    const { toLocal, toLatin } = converter;
    // The base adapter's methods are arrow functions on the instance, already bound to it.
    const { formatByString, parse } = this;
    this.formatByString = (value, format) => toLocal(formatByString(value, format));
    this.formatNumber = (value) => toLocal(value);
    this.parse = (value, format) => parse(toLatin(value), format);
  }
}
