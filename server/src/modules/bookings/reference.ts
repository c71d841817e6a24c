import { randomInt } from 'node:crypto';

// Booking references: 6 characters read over the phone or typed from an e-mail, so the alphabet
// leaves out I, O, 0 and 1. 32 symbols, 32^6 ≈ 10^9 references, from the CSPRNG (so one booking's
// reference says nothing about another's); a collision is retried by the caller.
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;

export function generateReference(): string {
  let reference = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) {
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return reference;
}
