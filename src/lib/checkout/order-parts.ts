import type { PaymentMethod } from '@server/modules/bookings/constants.ts';
import type { Contact, PaymentRequest } from '@server/modules/bookings/schemas.ts';

import type { CardValues, ContactValues, PaymentDraft } from './checkout-form';
import { cardDigitsOf } from '@server/shared/card.ts';

import { toLatinDigits } from './latin-digits';

/*
 * The parts of an order body every kind sends (server/src/modules/bookings/schemas.ts), from a
 * form whose steps have passed their schemas: numbers with Latin digits, the card only when
 * paying by card.
 */

export const contactForOrder = (contact: ContactValues): Contact => ({
  email: contact.email.trim(),
  phone: toLatinDigits(contact.phone).trim(),
});

export function paymentForOrder<Method extends PaymentMethod>(
  payment: PaymentDraft<Method> & { card: CardValues },
): PaymentRequest & { method: Method } {
  if (payment.method !== 'credit-card') return { method: payment.method };
  const { card } = payment;
  return {
    method: payment.method,
    card: {
      number: cardDigitsOf(card.number),
      expiry: toLatinDigits(card.expiry).trim(),
      cvv: toLatinDigits(card.cvv).trim(),
      holderName: card.holderName.trim(),
    },
  };
}
