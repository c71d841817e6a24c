import { Type, type Static } from 'typebox';
import { PageSchema, pageQueryProperties } from '../../lib/pagination.ts';
import { OutboxMessageSchema } from '../mail/schemas.ts';

export const OutboxQuerySchema = Type.Object({
  to: Type.String({ format: 'email', maxLength: 254, description: 'Recipient, any letter case' }),
  ...pageQueryProperties,
});
export type OutboxQuery = Static<typeof OutboxQuerySchema>;

export const OutboxPageSchema = PageSchema(
  OutboxMessageSchema,
  'Mail to that address, newest first',
);
export type OutboxPage = Static<typeof OutboxPageSchema>;

export const ExpireCodesRequestSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
export type ExpireCodesRequest = Static<typeof ExpireCodesRequestSchema>;

export const ExpireCodesResponseSchema = Type.Object(
  { expired: Type.Integer({ minimum: 0, description: 'How many live codes were aged' }) },
  { description: 'The codes now count as expired' },
);
export type ExpireCodesResponse = Static<typeof ExpireCodesResponseSchema>;

export const ResetRateLimitsRequestSchema = Type.Object(
  {
    scope: Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '^[a-z_]+$',
      description: 'Which counters, e.g. signup_ip',
      examples: ['signup_ip'],
    }),
  },
  { additionalProperties: false },
);
export type ResetRateLimitsRequest = Static<typeof ResetRateLimitsRequestSchema>;

export const ResetRateLimitsResponseSchema = Type.Object(
  { detail: Type.String() },
  { description: 'The counters of that scope are empty' },
);
