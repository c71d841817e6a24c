import { boolean, object, string, type TestContext } from 'yup';

import { FLIGHT_PAYMENT_METHODS } from '../model/booking-options';
import { digitsOf, toLatinDigits } from '../model/latin-digits';

import { NAME_LENGTH } from './passengers-schema';
import type { BookingErrorKey, BookingValidationContext } from './validation-context';

/*
 * Step 3, Payment. The card fields count only when paying by credit card (§5), and get the checks
 * the server makes (server/src/modules/bookings/schemas.ts, CardSchema): a number that passes the
 * Luhn check, a month that is not over yet, 3 digits of CVV (4 for American Express). The terms
 * must be accepted (§5: Confirm stays disabled until they are).
 */

const message = (key: BookingErrorKey) => key;
const CARD_NUMBER = /^[0-9 -]+$/;
const CARD_DIGITS = { min: 12, max: 19 } as const;
const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;
/** 3 digits on the back of a card; 4 on the front of an American Express card. */
export const CVV_LENGTH = { card: 3, americanExpress: 4 } as const;

/** The Luhn checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const isAmericanExpress = (cardNumber: string) => /^3[47]/.test(digitsOf(cardNumber));

/** MM/YY is still valid on `today` (YYYY-MM-DD): a card works to the end of its month. */
export function expiryNotOver(expiry: string, today: string): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

const latin = (value: unknown) => (typeof value === 'string' ? toLatinDigits(value).trim() : value);
const todayOf = (test: TestContext) => (test.options.context as BookingValidationContext).today;

export const cardSchema = object({
  number: string()
    .transform(latin)
    .required(message('cardNumberRequired'))
    .test('card', message('cardNumberInvalid'), (value) => {
      const digits = digitsOf(value ?? '');
      return (
        CARD_NUMBER.test(value ?? '') &&
        digits.length >= CARD_DIGITS.min &&
        digits.length <= CARD_DIGITS.max &&
        passesLuhn(digits)
      );
    }),
  expiry: string()
    .transform(latin)
    .required(message('cardExpiryRequired'))
    .matches(EXPIRY, message('cardExpiryInvalid'))
    .test('future', message('cardExpired'), function notOver(value) {
      return !EXPIRY.test(value ?? '') || expiryNotOver(value ?? '', todayOf(this));
    }),
  cvv: string()
    .transform(latin)
    .required(message('cvvRequired'))
    .test('cvv', function cvvFitsCard(value) {
      const amex = isAmericanExpress(String(this.parent.number ?? ''));
      const length = amex ? CVV_LENGTH.americanExpress : CVV_LENGTH.card;
      const fits = new RegExp(`^\\d{${length}}$`).test(value ?? '');
      return fits || this.createError({ message: message(amex ? 'cvvInvalidAmex' : 'cvvInvalid') });
    }),
  holderName: string()
    .trim()
    .required(message('holderNameRequired'))
    .min(NAME_LENGTH.min, message('holderNameLength'))
    .max(NAME_LENGTH.max, message('holderNameLength')),
});

export const paymentSchema = object({
  method: string()
    .required(message('methodRequired'))
    .oneOf(FLIGHT_PAYMENT_METHODS, message('methodRequired')),
  card: object().when('method', ([method], schema) =>
    method === 'credit-card' ? cardSchema : schema,
  ),
  agreeTerms: boolean().oneOf([true], message('termsRequired')),
});

export const paymentStepSchema = object({ payment: paymentSchema });
