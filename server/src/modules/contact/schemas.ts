import { Type, type Static } from 'typebox';
import { CONTACT_LIMITS, CONTACT_MESSAGE_TYPES, CONTACT_PHONE_PATTERN } from './constants.ts';

export {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_TYPES,
  CONTACT_PHONE_PATTERN,
  type ContactMessageType,
} from './constants.ts';

// Strings are trimmed before these checks (see routes.ts), so "  Al  " counts as 2 characters.
export const ContactMessageRequestSchema = Type.Object(
  {
    fullName: Type.String({
      minLength: CONTACT_LIMITS.fullNameMin,
      maxLength: CONTACT_LIMITS.fullNameMax,
      examples: ['Layla Haddad'],
    }),
    email: Type.String({
      format: 'email',
      maxLength: CONTACT_LIMITS.emailMax,
      examples: ['layla@example.com'],
    }),
    phone: Type.Optional(
      Type.String({
        maxLength: CONTACT_LIMITS.phoneMax,
        pattern: CONTACT_PHONE_PATTERN,
        description: 'Digits, spaces and + ( ) -. An empty string means no phone.',
        examples: ['+971 4 123 4567'],
      }),
    ),
    messageType: Type.Enum(CONTACT_MESSAGE_TYPES),
    message: Type.String({
      minLength: CONTACT_LIMITS.messageMin,
      maxLength: CONTACT_LIMITS.messageMax,
    }),
  },
  { additionalProperties: false },
);
export type ContactMessageRequest = Static<typeof ContactMessageRequestSchema>;

export const ContactMessageResponseSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { description: 'The message was stored' },
);
export type ContactMessageResponse = Static<typeof ContactMessageResponseSchema>;
