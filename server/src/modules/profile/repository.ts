import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface ProfileChanges {
  name?: string;
  email?: string;
  pendingEmail?: string | null;
  phoneNumber?: string;
  image?: string;
}

export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
  now: Date,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
