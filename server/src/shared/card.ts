import { CARD_RULES, type CardBrand } from '../modules/bookings/constants.ts';
import { passesLuhn, toLatinDigits } from './digits.ts';

// Payment cards as both ends read them: the checkout while a traveller types (the brand, the
// number grouped as printed, the expiry as MM/YY) and the server's check of a booking's card
// (modules/bookings/payment.ts). One module, so the two can never disagree on a brand or a number.

/** Digits only: the spaces and dashes a traveller groups a card number with are dropped. */
export const cardDigitsOf = (text: string) => toLatinDigits(text).replace(/[\s-]/g, '');

export interface CardBrandRange {
  brand: CardBrand;
  // The first digits of the range's first and last numbers, of one length: a number is of the
  // brand when as many of its first digits fall between them.
  from: string;
  to: string;
}

// The issuer identification ranges of the brands the server names; anything else is 'other'.
export const CARD_BRAND_RANGES: readonly CardBrandRange[] = [
  { brand: 'visa', from: '4', to: '4' },
  { brand: 'amex', from: '34', to: '34' },
  { brand: 'amex', from: '37', to: '37' },
  { brand: 'mastercard', from: '51', to: '55' },
  { brand: 'mastercard', from: '2221', to: '2720' },
  { brand: 'discover', from: '6011', to: '6011' },
  { brand: 'discover', from: '644', to: '649' },
  { brand: 'discover', from: '65', to: '65' },
  // China UnionPay cards Discover takes on its network.
  { brand: 'discover', from: '622126', to: '622925' },
];

/** The brand as soon as the first digits tell it; null before any digit. */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigitsOf(number);
  if (!digits) return null;
  const range = CARD_BRAND_RANGES.find(({ from, to }) => {
    const first = digits.slice(0, from.length);
    return first.length === from.length && first >= from && first <= to;
  });
  return range?.brand ?? 'other';
}

/** The CVV's length for a card number: 4 on the front of an American Express card, else 3. */
export const cvvDigits = (number: string) =>
  cardBrand(number) === 'amex' ? CARD_RULES.amexCvvDigits : CARD_RULES.cvvDigits;

/** A whole, well-formed card number: only digits (spaces and dashes allowed), Luhn-valid. */
export function isCardNumber(number: string): boolean {
  const digits = cardDigitsOf(number);
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
  const digits = cardDigitsOf(typed).replace(/\D/g, '').slice(0, CARD_RULES.numberDigitsMax);
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
