import { ACCOUNT_LIMITS, OTP_RULES, PHONE_PATTERN } from '@server/modules/auth/constants.ts';
import { string } from 'yup';

import { invalid, type ValidationMessage } from '@/lib/validation-message';

// §9 account rules, the server's own values.
export const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMin;
export const OTP_LENGTH = OTP_RULES.length;

const PHONE = new RegExp(PHONE_PATTERN);
const digitCount = (value: string) => value.replace(/\D/g, '').length;

// A domain without a dot ("name@gmail") is almost always a typo.
const DOTTED_DOMAIN = /@[^@\s]+\.[^@\s]+$/;

/** A message of the "auth" namespace and the numbers it quotes, shown in the reader's language. */
export const authError = (key: string, values?: ValidationMessage['values']): ValidationMessage =>
  invalid(`auth:validation.${key}`, values);

export const emailField = () =>
  string()
    .trim()
    .required(authError('emailRequired'))
    .email(authError('emailInvalid'))
    // An object would be read as matches()'s options, so the message goes inside them.
    .matches(DOTTED_DOMAIN, { message: authError('emailInvalid') });

export const phoneField = () =>
  string()
    .trim()
    .required(authError('phoneRequired'))
    .matches(PHONE, { message: authError('phoneInvalid') })
    .test('digits', authError('phoneInvalid'), (value) => {
      const digits = digitCount(value ?? '');
      return digits >= ACCOUNT_LIMITS.phoneDigitsMin && digits <= ACCOUNT_LIMITS.phoneDigitsMax;
    });

export const nameField = () => string().trim().required(authError('nameRequired'));

export const newPasswordField = () =>
  string()
    .required(authError('passwordRequired'))
    .min(PASSWORD_MIN_LENGTH, authError('passwordMin', { min: PASSWORD_MIN_LENGTH }));
