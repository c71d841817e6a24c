import { Type, type Static } from 'typebox';

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

// Allowed characters of a phone number; the SPA's form can reuse it as `new RegExp(...)`.
export const CONTACT_PHONE_PATTERN = '^[0-9 +()-]*$';

// Strings are trimmed before these checks (see routes.ts), so "  Al  " counts as 2 characters.
export const ContactRequestSchema = Type.Object(
  {
    fullName: Type.String({ minLength: 2, maxLength: 100, examples: ['Layla Haddad'] }),
    email: Type.String({ format: 'email', maxLength: 254, examples: ['layla@example.com'] }),
    phone: Type.Optional(
      Type.String({
        maxLength: 30,
        pattern: CONTACT_PHONE_PATTERN,
        description: 'Digits, spaces and + ( ) -. An empty string means no phone.',
        examples: ['+971 4 123 4567'],
      }),
    ),
    messageType: Type.Enum(CONTACT_MESSAGE_TYPES),
    message: Type.String({ minLength: 10, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type ContactRequest = Static<typeof ContactRequestSchema>;

export const ContactCreatedSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type ContactCreated = Static<typeof ContactCreatedSchema>;
