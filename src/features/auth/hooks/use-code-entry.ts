import { useState } from 'react';

import { useFieldErrorText } from '@/components/form/use-field-error-text';

import { otpError } from '../schemas/otp-schema';
import { OTP_LENGTH } from '../schemas/rules';

const EMPTY_CODE = Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The state of the one-time-code boxes wherever a mailed code is entered: the digits, a way to
 * start over (empty boxes, focus on the first), and the check before anything is sent.
 */
export function useCodeEntry() {
  const errorText = useFieldErrorText();
  const [digits, setDigits] = useState<string[]>(EMPTY_CODE);
  const [focusRequest, setFocusRequest] = useState(0);
  const code = digits.join('');
  const problem = otpError(code);
  return {
    digits,
    setDigits,
    focusRequest,
    code,
    /** The translated problem with the code as typed (not all digits), or null. */
    problem: problem ? errorText(problem) : null,
    startOver: () => {
      setDigits(EMPTY_CODE);
      setFocusRequest((count) => count + 1);
    },
  };
}
