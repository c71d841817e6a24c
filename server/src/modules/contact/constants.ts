// The contact form's rules as plain values, with no dependency, so the SPA can import them (not
// only their types) without pulling TypeBox into its bundle. schemas.ts builds on them.

import { CONTACT_MESSAGE_TYPES } from '../../db/enums.ts';

// Stable slugs for the spec's §9 message types (a database enum); the SPA shows its own
// translated labels.
export { CONTACT_MESSAGE_TYPES };
export type ContactMessageType = (typeof CONTACT_MESSAGE_TYPES)[number];

// Lengths count after trimming.
export const CONTACT_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

// Digits, spaces and + ( ) -; usable as `new RegExp(CONTACT_PHONE_PATTERN)`.
export const CONTACT_PHONE_PATTERN = '^[0-9 +()-]*$';
