import { string } from 'yup';

import { OTP_LENGTH } from './rules';

// §5: exactly four digits, one per box.
export const otpSchema = string()
  .default('')
  .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'validation.otpIncomplete');

/** The i18n key of the code's problem, or null when it can be sent. */
export function otpError(code: string): string | null {
  return otpSchema.isValidSync(code) ? null : 'validation.otpIncomplete';
}
