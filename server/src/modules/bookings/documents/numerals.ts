import type { DocumentDigits, DocumentLanguage } from './options.ts';

// How numbers read in a document: Latin digits in English; in Arabic, Arabic-Indic digits with
// the Arabic decimal separator when the traveller chose them. Identifiers (references, flight
// numbers, phone numbers) are never converted: they are typed back as printed.

const ARABIC_INDIC_ZERO = 0x0660;
const ARABIC_DECIMAL_SEPARATOR = '\u066B';

export interface Numerals {
  // Dates, times, counts.
  number(text: string | number): string;
  // An amount from the booking's price ('512.40', formatted by formatMinorUnits) and its currency.
  money(amount: string, currency: string): string;
  // '2026-03-10T08:45:00', a place's wall clock → '2026-03-10 08:45'.
  localTime(at: string): string;
  // A moment in UTC → '2026-03-09 14:00 UTC'.
  utcTime(at: string | Date): string;
}

export function numeralsFor(lang: DocumentLanguage, digits: DocumentDigits): Numerals {
  const arabic = lang === 'ar' && digits === 'arab';
  const number = (text: string | number) =>
    arabic
      ? String(text).replace(/[0-9]/g, (digit) =>
          String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)),
        )
      : String(text);
  const localTime = (at: string) => number(`${at.slice(0, 10)} ${at.slice(11, 16)}`);
  return {
    number,
    money: (amount, currency) =>
      `${number(arabic ? amount.replace('.', ARABIC_DECIMAL_SEPARATOR) : amount)} ${currency}`,
    localTime,
    utcTime: (at) => `${localTime(new Date(at).toISOString())} UTC`,
  };
}
