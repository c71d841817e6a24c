import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import type { ContactMessageType } from './constants.ts';

export interface NewContactMessage {
  fullName: string;
  email: string;
  phone: string | null;
  messageType: ContactMessageType;
  message: string;
}

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
