import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import type { MailMessage } from '../mail/schemas.ts';
import { OTP_RULES, type OtpPurpose } from './constants.ts';

// One-time codes: 4 digits from the CSPRNG, kept only as an HMAC-SHA256 keyed with a secret
// derived from the server's JWT secret and bound to the account and purpose. 10,000 codes are
// trivial to try offline against a plain hash; without the key, a copy of the database is no help.

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
}

export function isWellFormedCode(code: string): boolean {
  return new RegExp(`^[0-9]{${OTP_RULES.length}}$`).test(code);
}

// An account's purposes, and booking_access: a code a guest is mailed to open one booking (the
// subject is then the booking's id, see modules/bookings/guest).
export type CodePurpose = OtpPurpose | 'booking_access';

export interface CodeHasher {
  hash(subjectId: string, purpose: CodePurpose, code: string): string;
  matches(subjectId: string, purpose: CodePurpose, code: string, storedHash: string): boolean;
}

export function createCodeHasher(secret: string): CodeHasher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'safar', 'one-time codes', 32));
  const hash = (subjectId: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', key).update(`${purpose}:${subjectId}:${code}`).digest('hex');
  return {
    hash,
    matches(subjectId, purpose, code, storedHash) {
      const given = Buffer.from(hash(subjectId, purpose, code), 'hex');
      const stored = Buffer.from(storedHash, 'hex');
      return given.length === stored.length && timingSafeEqual(given, stored);
    },
  };
}

const MINUTES = OTP_RULES.ttlSeconds / 60;

// The code is named beside the text, so the terminal (mail without SMTP_URL) shows it on a line of
// its own.
export function codeMail(purpose: OtpPurpose, to: string, code: string): MailMessage {
  if (purpose === 'signup') {
    return {
      to,
      code,
      subject: 'Your Safar verification code',
      text: [
        `Your Safar verification code is ${code}.`,
        '',
        `Enter it on the verification page to activate your account. It expires in ${MINUTES} minutes.`,
        '',
        'If you did not create a Safar account, you can ignore this email.',
      ].join('\n'),
    };
  }
  if (purpose === 'email_change') {
    return {
      to,
      code,
      subject: 'Confirm your new Safar email address',
      text: [
        `Your Safar confirmation code is ${code}.`,
        '',
        `Enter it in your profile to make this your account's email address. It expires in ${MINUTES} minutes.`,
        '',
        'If you did not ask for this change, you can ignore this email: nothing changes.',
      ].join('\n'),
    };
  }
  return {
    to,
    code,
    subject: 'Your Safar password reset code',
    text: [
      `Your Safar password reset code is ${code}.`,
      '',
      `Enter it to choose a new password. It expires in ${MINUTES} minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    ].join('\n'),
  };
}
