import { string } from 'yup';

// §9 account constants.
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 4;

// Digits with optional spaces, brackets, dashes and a leading +, 7 to 15 digits in all (E.164).
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

// A domain without a dot ("name@gmail") is almost always a typo.
const DOTTED_DOMAIN = /@[^@\s]+\.[^@\s]+$/;

// Messages are keys of the "auth" namespace, translated where they are shown.
export const emailField = () =>
  string()
    .trim()
    .required('validation.emailRequired')
    .email('validation.emailInvalid')
    .matches(DOTTED_DOMAIN, 'validation.emailInvalid');

export const phoneField = () =>
  string()
    .trim()
    .required('validation.phoneRequired')
    .matches(PHONE_PATTERN, 'validation.phoneInvalid')
    .test('digits', 'validation.phoneInvalid', (value) => {
      const digits = digitCount(value ?? '');
      return digits >= 7 && digits <= 15;
    });

export const nameField = () => string().trim().required('validation.nameRequired');

export const newPasswordField = () =>
  string()
    .required('validation.passwordRequired')
    .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin');
