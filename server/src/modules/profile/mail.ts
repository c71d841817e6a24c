import type { MailMessage } from '../mail/schemas.ts';

// Sent to the old address once a new one is confirmed, so an owner whose account was taken over
// hears of it where the thief cannot delete the mail.
export function emailChangedMail(oldEmail: string, newEmail: string): MailMessage {
  return {
    to: oldEmail,
    subject: 'Your Safar email address was changed',
    text: [
      `The email address of your Safar account is now ${newEmail}.`,
      '',
      'From now on, sign in and receive your booking confirmations there.',
      '',
      'If you did not make this change, reply to this email or call our 24/7 support line at once.',
    ].join('\n'),
  };
}
