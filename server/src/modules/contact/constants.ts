// The contact form's rules as plain values, with no dependency, so the SPA can import them (not
// only their types) without pulling TypeBox into its bundle. schemas.ts builds on them.

// Stable slugs for the spec's §9 message types; the SPA shows its own translated labels.
export const CONTACT_MESSAGE_TYPES = [
  'general',
  'booking',
  'technical',
  'feedback',
  'complaint',
  'partnership',
  'media',
] as const;
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
