import { Type, type Static } from 'typebox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  // The one-time code the text carries, if any: the terminal shows it on a line of its own.
  code?: string;
}

export const OutboxMessageSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;
