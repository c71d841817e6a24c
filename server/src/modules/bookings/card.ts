import { badRequest } from '../../lib/api-error.ts';
import { passesLuhn } from '../../shared/digits.ts';
import { CARD_RULES, type CardBrand } from './constants.ts';
import type { Card } from './schemas.ts';

// Card checks for a booking. Only the brand and the last four digits leave this file: the number
// and the CVV are checked here and never stored, logged or put in an error message.

export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

// The brand from the number's first digits (the issuer identification ranges).
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const first6 = Number(digits.slice(0, 6));
  if (/^5[1-5]/.test(digits) || (first6 >= 222100 && first6 <= 272099)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits) || (first6 >= 622126 && first6 <= 622925)) {
    return 'discover';
  }
  return 'other';
}

// A card is good through the last day of its expiry month (MM/YY), in UTC.
export function hasExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const expiryMonth = (2000 + year) * 12 + (month - 1);
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiryMonth < currentMonth;
}

export function checkCard(card: Card, now: Date): CardSummary {
  const digits = card.number.replace(/ /g, '');
  const { numberDigitsMin: min, numberDigitsMax: max } = CARD_RULES;
  if (!new RegExp(`^\\d{${min},${max}}$`).test(digits) || !passesLuhn(digits)) {
    throw badRequest('Card number is not valid', 'invalid', 'payment.card.number');
  }
  if (hasExpired(card.expiry, now)) {
    throw badRequest('Card has expired', 'invalid', 'payment.card.expiry');
  }
  const brand = cardBrand(digits);
  const cvvLength = brand === 'amex' ? CARD_RULES.amexCvvDigits : CARD_RULES.cvvDigits;
  if (card.cvv.length !== cvvLength) {
    throw badRequest(
      brand === 'amex'
        ? 'The security code of an American Express card has 4 digits'
        : 'The security code has 3 digits',
      'invalid',
      'payment.card.cvv',
    );
  }
  return { brand, last4: digits.slice(-4) };
}
