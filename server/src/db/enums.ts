// The values of the database's enum types, as plain values: they are part of the tables'
// definition, so they live with the storage; the modules that own their meaning re-export them
// (auth: OTP purposes, contact: message types).

export const OTP_PURPOSES = ['signup', 'reset', 'email_change'] as const;

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

// What an account may do beyond booking: support staff read travellers' problem reports. Given only
// by the command-line script (npm run support:grant), never through the API.
export const USER_ROLES = ['traveller', 'support'] as const;
