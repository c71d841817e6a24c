import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedTravellers } from '../../db/schema.ts';
import type { TravellerDetails } from './schemas.ts';

export type SavedTravellerRow = typeof savedTravellers.$inferSelect;

export function listSavedTravellers(db: Database, userId: string): Promise<SavedTravellerRow[]> {
  return db
    .select()
    .from(savedTravellers)
    .where(eq(savedTravellers.userId, userId))
    .orderBy(asc(savedTravellers.fullName), asc(savedTravellers.id));
}

// Adds each traveller, or replaces the one with the same passport number.
export async function upsertSavedTravellers(
  db: Database,
  userId: string,
  travellers: readonly TravellerDetails[],
  now: Date,
): Promise<void> {
  await db
    .insert(savedTravellers)
    .values(travellers.map((traveller) => ({ ...traveller, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [savedTravellers.userId, savedTravellers.passportNumber],
      set: {
        fullName: sql`excluded.full_name`,
        gender: sql`excluded.gender`,
        dateOfBirth: sql`excluded.date_of_birth`,
        nationality: sql`excluded.nationality`,
        passportExpiry: sql`excluded.passport_expiry`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function countSavedTravellers(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(savedTravellers)
    .where(eq(savedTravellers.userId, userId));
  return row?.value ?? 0;
}

/** Whether a traveller of this user was deleted. */
export async function deleteSavedTraveller(
  db: Database,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(savedTravellers)
    .where(and(eq(savedTravellers.userId, userId), eq(savedTravellers.id, id)))
    .returning({ id: savedTravellers.id });
  return deleted.length > 0;
}
