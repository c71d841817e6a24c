import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_LIMITS } from './constants.ts';

// The zxcvbn-ts list of the most used passwords (about 49,000, from leaked password dumps),
// compared without regard to letter case: "Password1" is as guessable as "password1". Entries
// shorter than the minimum length are left out, since the length rule already refuses them.
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter(
    (password) => password.length >= ACCOUNT_LIMITS.passwordMin,
  ),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
