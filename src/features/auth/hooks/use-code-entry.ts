import { useState, type FormEvent } from 'react';

import type { FormNoticeValue } from '@/components/form/form-notice';
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
  const problemText = problem ? errorText(problem) : null;
  return {
    digits,
    setDigits,
    focusRequest,
    code,
    /** The translated problem with the code as typed (not all digits), or null. */
    problem: problemText,
    /**
     * The code form's submit handler: a code with a problem is not sent and the notice says why;
     * otherwise the notice clears and `send` gets the code.
     */
    submitWith:
      (setNotice: (notice: FormNoticeValue) => void, send: (code: string) => Promise<void>) =>
      async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (problemText) {
          setNotice({ severity: 'error', message: problemText });
          return;
        }
        setNotice(null);
        await send(code);
      },
    startOver: () => {
      setDigits(EMPTY_CODE);
      setFocusRequest((count) => count + 1);
    },
  };
}
