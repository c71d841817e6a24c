import type { Language } from './format';

/**
 * A code (DXB, EK 23, 6E) kept left-to-right inside Arabic text: wrapped in Unicode's
 * left-to-right isolate (LRI … PDI), which works where no element can, in an input's value or
 * inside a translated sentence, and is invisible. English text is left as it is.
 */
export const keepLtr = (text: string, language: Language) =>
  language === 'ar' ? `\u2066${text}\u2069` : text;

/** The text without the isolates, as a reader (or a test) compares it. */
export const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
