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
