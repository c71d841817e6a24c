import { OTP_RULES } from '../../auth/constants.ts';
import type { MailMessage } from '../../mail/schemas.ts';

const MINUTES = OTP_RULES.ttlSeconds / 60;

// The code that opens one booking, sent to the booking's contact address as the traveller wrote it.
export function guestCodeMail(to: string, reference: string, code: string): MailMessage {
  return {
    to,
    code,
    subject: `Your code to open Safar booking ${reference}`,
    text: [
      `Your Safar code is ${code}.`,
      '',
      `Enter it on the "Find my booking" page to open booking ${reference}. It expires in ${MINUTES} minutes.`,
      '',
      'If you did not ask to open this booking, you can ignore this email: nobody can open it without the code.',
    ].join('\n'),
  };
}
