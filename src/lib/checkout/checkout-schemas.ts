import {
  CARD_RULES,
  PERSON_NAME_PATTERN,
  type PaymentMethod,
} from '@server/modules/bookings/constants.ts';
import { cvvDigits, expiryNotOver, isCardNumber, isExpiry } from '@server/shared/card.ts';
import { boolean, object, string, type TestContext } from 'yup';

import { invalid } from '@/lib/validation-message';

import type { CheckoutValidationContext } from './checkout-form';
import { toLatinDigits } from './latin-digits';

/*
 * The checks every checkout makes before a round trip, the server's own (ContactSchema and
 * CardSchema in server/src/modules/bookings/schemas.ts). The card counts only when paying by card
 * (§5); the terms must be accepted (§5: Confirm stays disabled until they are).
 */

const error = (key: string, values?: Record<string, number>) =>
  invalid(`checkout:errors.${key}`, values);

export const HOLDER_NAME_LENGTH = { min: 2, max: 100 } as const;
// The server's pattern, plus at least seven digits (not just brackets and dashes).
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const PHONE_MIN_DIGITS = 7;
// A domain without a dot ("name@gmail") is almost always a typo, and mail could never reach it.
const DOTTED_DOMAIN = /@[^@\s]+\.[^@\s]+$/;
const EMAIL_MAX = 254;

const latin = (value: unknown) => (typeof value === 'string' ? toLatinDigits(value).trim() : value);
const todayOf = (test: TestContext) => (test.options.context as CheckoutValidationContext).today;

const PERSON_NAME = new RegExp(PERSON_NAME_PATTERN, 'u');

/**
 * A traveller's name is letters, as the server takes it (PersonNameSchema): `.matches(...)` this
 * after a kind's own required and length checks. No emoji or digits reach a hotel's register.
 */
export const personNameLetters = [
  PERSON_NAME,
  { message: error('nameLetters'), excludeEmptyString: true },
] as const;

export const contactSchema = object({
  email: string()
    .trim()
    .required(error('emailRequired'))
    .email(error('emailInvalid'))
    // An object would be read as matches()'s options, so the message goes inside them.
    .matches(DOTTED_DOMAIN, { message: error('emailInvalid') })
    .max(EMAIL_MAX, error('emailInvalid')),
  phone: string()
    .transform(latin)
    .required(error('phoneRequired'))
    .matches(PHONE, { message: error('phoneInvalid') })
    .test(
      'digits',
      error('phoneInvalid'),
      (value) => (value?.replace(/\D/g, '').length ?? 0) >= PHONE_MIN_DIGITS,
    ),
});

export const cardSchema = object({
  number: string()
    .transform(latin)
    .required(error('cardNumberRequired'))
    .test('card', error('cardNumberInvalid'), (value) => isCardNumber(value ?? '')),
  expiry: string()
    .transform(latin)
    .required(error('cardExpiryRequired'))
    .test('format', error('cardExpiryInvalid'), (value) => isExpiry(value ?? ''))
    .test('future', error('cardExpired'), function notOver(value) {
      return !isExpiry(value ?? '') || expiryNotOver(value ?? '', todayOf(this));
    }),
  cvv: string()
    .transform(latin)
    .required(error('cvvRequired'))
    .test('cvv', function cvvFitsCard(value) {
      const digits = cvvDigits(String(this.parent.number ?? ''));
      const amex = digits === CARD_RULES.amexCvvDigits;
      return (
        new RegExp(`^\\d{${digits}}$`).test(value ?? '') ||
        this.createError({ message: error(amex ? 'cvvInvalidAmex' : 'cvvInvalid', { digits }) })
      );
    }),
  holderName: string()
    .trim()
    .required(error('holderNameRequired'))
    .min(HOLDER_NAME_LENGTH.min, error('holderNameLength', HOLDER_NAME_LENGTH))
    .max(HOLDER_NAME_LENGTH.max, error('holderNameLength', HOLDER_NAME_LENGTH)),
});

/** A kind's payment: one of its methods, the card when paying by card, and the terms. */
export const paymentSchema = (methods: readonly PaymentMethod[]) =>
  object({
    method: string().required(error('methodRequired')).oneOf(methods, error('methodRequired')),
    card: object().when('method', ([method], schema) =>
      method === 'credit-card' ? cardSchema : schema,
    ),
    agreeTerms: boolean().oneOf([true], error('termsRequired')),
  });
