import { CARD_RULES, type CardBrand } from '@server/modules/bookings/constants.ts';
import { passesLuhn } from '@server/shared/digits.ts';

import { digitsOf, toLatinDigits } from './latin-digits';

/*
 * Payment cards as every checkout reads them: the brand from the first digits, the number grouped
 * the way it is printed on the card while it is typed, the expiry as MM/YY, and the one Luhn check.
 * The server checks the same (server/src/modules/bookings/schemas.ts, CardSchema).
 */

// Issuer ranges for the brands the server names; anything else is 'other'.
const BRAND_PREFIXES: [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['discover', /^(6011|65|64[4-9])/],
];

export function cardBrand(number: string): CardBrand | null {
  const digits = digitsOf(number);
  if (!digits) return null;
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'other';
}

/** The CVV's length for a card number: 4 on the front of an American Express card, else 3. */
export const cvvDigits = (number: string) =>
  cardBrand(number) === 'amex' ? CARD_RULES.amexCvvDigits : CARD_RULES.cvvDigits;

/** A whole, well-formed card number: only digits (spaces and dashes allowed), Luhn-valid. */
export function isCardNumber(number: string): boolean {
  const digits = digitsOf(number);
  return (
    /^[0-9 -]+$/.test(toLatinDigits(number)) &&
    digits.length >= CARD_RULES.numberDigitsMin &&
    digits.length <= CARD_RULES.numberDigitsMax &&
    passesLuhn(digits)
  );
}

/**
 * The number as typed, grouped as printed: 4-6-5 for American Express, else fours. Anything but
 * digits is dropped, and no more digits than a card has are kept.
 */
export function groupCardNumber(typed: string): string {
  const digits = digitsOf(typed).replace(/\D/g, '').slice(0, CARD_RULES.numberDigitsMax);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * The expiry as typed, made MM/YY: "1230" becomes "12/30", "4" becomes "04/" (no month starts
 * with 4), and deleting the slash deletes it. `previous` tells typing from deleting.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const deleting = typed.length < previous.length;
  let digits = toLatinDigits(typed).replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

const EXPIRY = new RegExp(CARD_RULES.expiryPattern);
export const isExpiry = (expiry: string) => EXPIRY.test(expiry);

/** MM/YY is still valid on `today` (YYYY-MM-DD): a card works to the end of its month. */
export function expiryNotOver(expiry: string, today: string): boolean {
  if (!isExpiry(expiry)) return false;
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(3, 5));
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return year > thisYear || (year === thisYear && month >= thisMonth);
}
