import { passesLuhn, toLatinDigits } from '../digits.ts';
import type { SecretKind } from './kinds.ts';
import { LABEL_RULES } from './labels.ts';

/*
 * Secrets in free text (a description, a page address, any string in the state or an action, a
 * key RTK Query built from a request's arguments): JWTs and bearer tokens, labelled values
 * (labels.ts), e-mail addresses, card numbers (13–19 digits passing Luhn) and phone numbers,
 * digits grouped by spaces, dashes, dots or slashes, or not at all. Every pattern runs on a copy
 * with Latin digits, which has the text's length, so what it finds is replaced in the text as
 * the traveller wrote it (Arabic-Indic digits included).
 */

/** Gives the placeholder for a value found in text. */
export type TextPlaceholder = (kind: SecretKind, value: string) => string;

const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]+/g;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
// Every pattern starts only where a word does (a lookbehind or \b): a long run of letters (a
// base64 image, an id) is then scanned once, not once from each of its characters.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// Digits with one separator between groups, not inside a longer word or id.
const CARD_RUN = /(?<![\w-])\d(?:[ ./-]?\d){12,18}(?![\w-])/g;
const PHONE_RUN = /(?<![\w+-])\+?\(?\d[\d\s()./-]{5,20}\d(?![\w-])/g;
// Shapes a phone-like run has that are not phones: dates, decimal numbers and ranges.
const NOT_A_PHONE = [
  /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}$/,
  /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/,
  /^\d+\.\d+$/,
  /^\d{4}\s*-\s*\d{4}$/,
];
// A value a label names ends before the punctuation that ends its sentence.
const TRAILING = /[.,;:!?)\]]+$/;

const digitsOf = (text: string) => text.replace(/\D/g, '');

// A card number written in groups is grouped as printed (4-4-4-4, 4-6-5, …): three groups or
// more, of 3 to 6 digits. Two dates side by side (2026-03-10 2026-03-17) are not.
function isCard(run: string): boolean {
  const digits = digitsOf(run);
  // 13 digits in a row starting with 1 is a time in epoch milliseconds, not a card.
  if (digits === run && digits.length === 13 && digits.startsWith('1')) return false;
  const groups = run.split(/[ ./-]/);
  if (
    groups.length > 1 &&
    (groups.length < 3 || groups.some((g) => g.length < 3 || g.length > 6))
  ) {
    return false;
  }
  return passesLuhn(digits);
}

function isPhone(run: string): boolean {
  const trimmed = run.trim();
  if (NOT_A_PHONE.some((shape) => shape.test(trimmed))) return false;
  const digits = digitsOf(trimmed).length;
  return digits >= 7 && digits <= 15;
}

/**
 * Replaces what `pattern` finds in the Latin-digit copy of `text`; `replace` gives the text for a
 * match (its own, to keep it) from the match's groups in the copy and the original.
 */
function replaceFound(
  text: string,
  pattern: RegExp,
  replace: (found: { latin: RegExpExecArray; original: string }) => string,
): string {
  const latin = toLatinDigits(text);
  let out = '';
  let last = 0;
  for (const match of latin.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    out += text.slice(last, start) + replace({ latin: match, original: text.slice(start, end) });
    last = end;
  }
  return out + text.slice(last);
}

function redactLabelled(text: string, placeholder: TextPlaceholder): string {
  let out = text;
  for (const { kind, pattern, minDigits } of LABEL_RULES) {
    out = replaceFound(out, pattern, ({ latin, original }) => {
      const [, label = '', separator = '', found = ''] = latin;
      const value = found.replace(TRAILING, '');
      if (value.startsWith('[') || (minDigits && digitsOf(value).length < minDigits)) {
        return original;
      }
      const at = label.length + separator.length;
      return (
        original.slice(0, at) +
        placeholder(kind, original.slice(at, at + value.length)) +
        original.slice(at + value.length)
      );
    });
  }
  return out;
}

/** The text with every secret it holds replaced by `placeholder`. */
export function redactText(text: string, placeholder: TextPlaceholder): string {
  let out = text.replace(JWT, (token) => placeholder('token', token));
  out = out.replace(BEARER, (token) => placeholder('token', token));
  out = redactLabelled(out, placeholder);
  out = out.replace(EMAIL, (email) => placeholder('email', email));
  out = replaceFound(out, CARD_RUN, ({ latin, original }) =>
    isCard(latin[0]) ? placeholder('card', original) : original,
  );
  return replaceFound(out, PHONE_RUN, ({ latin, original }) =>
    isPhone(latin[0]) ? placeholder('phone', original) : original,
  );
}
