import type { Database } from '../../db/client.ts';
import { insertContactMessage } from './repository.ts';
import type { ContactMessageRequest, ContactMessageResponse } from './schemas.ts';

// The request is already validated and trimmed. A form sends an untouched optional phone as "",
// which means no phone.
export async function submitContactMessage(
  db: Database,
  request: ContactMessageRequest,
): Promise<ContactMessageResponse> {
  const created = await insertContactMessage(db, {
    fullName: request.fullName,
    email: request.email,
    phone: request.phone ? request.phone : null,
    messageType: request.messageType,
    message: request.message,
  });
  return { id: created.id, created_at: created.createdAt.toISOString() };
}
