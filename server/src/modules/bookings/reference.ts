import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from './constants.ts';

// Booking references: REFERENCE_LENGTH characters of REFERENCE_ALPHABET (no I, O, 0 or 1), 32^6 ≈
// 10^9 references, from the CSPRNG (so one booking's reference says nothing about another's); a
// collision is retried by the caller.
export function generateReference(): string {
  let reference = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}
