import { badRequest } from '../../lib/api-error.ts';
import {
  cardBrand,
  cardDigitsOf,
  cvvDigits,
  expiryNotOver,
  isCardNumber,
} from '../../shared/card.ts';
import type { CardBrand, PaymentMethod } from './constants.ts';
import type { Card, PaymentRequest, PaymentSummary } from './schemas.ts';

// A booking's payment: one of its kind's methods and, for a card, the card checks, by the rules
// the checkout reads a card with (shared/card.ts). Only the brand and the last four digits leave
// this file: the number and the CVV are checked here and never stored, logged or put in an error
// message.

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

// The payment a booking keeps: its method, and for a card only its brand and last four digits.
export function paymentOf(
  methods: readonly PaymentMethod[],
  payment: PaymentRequest,
  now: Date,
): PaymentSummary {
  const method = methods.find((each) => each === payment.method);
  if (!method) {
    throw badRequest(
      `payment.method: must be one of ${methods.join(', ')}`,
      'invalid',
      'payment.method',
    );
  }
  // A card sent with another method is ignored.
  if (method !== 'credit-card') return { method };
  if (!payment.card) {
    throw badRequest('payment.card: is required to pay by credit card', 'invalid', 'payment.card');
  }
  return { method, ...checkCard(payment.card, now) };
}
