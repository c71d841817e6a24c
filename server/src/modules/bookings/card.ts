import { badRequest } from '../../lib/api-error.ts';
import {
  cardBrand,
  cardDigitsOf,
  cvvDigits,
  expiryNotOver,
  isCardNumber,
} from '../../shared/card.ts';
import type { CardBrand } from './constants.ts';
import type { Card } from './schemas.ts';

// Card checks for a booking, by the rules the checkout reads a card with (shared/card.ts). Only
// the brand and the last four digits leave this file: the number and the CVV are checked here and
// never stored, logged or put in an error message.

export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

// A card is good through the last day of its expiry month (MM/YY), in UTC.
export function checkCard(card: Card, now: Date): CardSummary {
  if (!isCardNumber(card.number)) {
    throw badRequest('Card number is not valid', 'invalid', 'payment.card.number');
  }
  if (!expiryNotOver(card.expiry, now.toISOString().slice(0, 10))) {
    throw badRequest('Card has expired', 'invalid', 'payment.card.expiry');
  }
  const digits = cardDigitsOf(card.number);
  const brand = cardBrand(digits) ?? 'other';
  if (card.cvv.length !== cvvDigits(digits)) {
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
