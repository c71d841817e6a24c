import { string } from 'yup';

import type { ValidationMessage } from '@/lib/validation-message';

import { authError, OTP_LENGTH } from './rules';

const INCOMPLETE = authError('otpIncomplete', { digits: OTP_LENGTH });

// §5: exactly four digits, one per box.
export const otpSchema = string()
  .default('')
  .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: INCOMPLETE });

/** The code's problem (a message to show), or null when it can be sent. */
export function otpError(code: string): ValidationMessage | null {
  return otpSchema.isValidSync(code) ? null : INCOMPLETE;
}
