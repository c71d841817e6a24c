import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { addDays } from '../../inventory/shared/time.ts';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { SAVED_TRAVELLERS_MAX } from './constants.ts';
import {
  countSavedTravellers,
  deleteSavedTraveller,
  listSavedTravellers,
  upsertSavedTravellers,
  type SavedTravellerRow,
} from './repository.ts';
import type { SavedTraveller, TravellerDetails } from './schemas.ts';

export interface TravellerDeps {
  db: Database;
  clock: Clock;
}

const toSaved = ({ userId: _userId, updatedAt, ...row }: SavedTravellerRow): SavedTraveller => ({
  ...row,
  gender: row.gender as SavedTraveller['gender'],
  nationality: row.nationality as SavedTraveller['nationality'],
  updatedAt: updatedAt.toISOString(),
});

export async function listTravellers(deps: TravellerDeps, userId: string) {
  return (await listSavedTravellers(deps.db, userId)).map(toSaved);
}

// Passports are written in capitals; one typed in lower case is the same passport.
const normalised = (traveller: TravellerDetails): TravellerDetails => ({
  ...traveller,
  passportNumber: traveller.passportNumber.toUpperCase(),
});

/**
 * Adds the travellers (or updates those whose passport is already saved) and answers the whole
 * list. Birth dates after today anywhere on Earth, one passport twice, or more than
 * SAVED_TRAVELLERS_MAX in all are refused, and nothing is saved.
 */
export async function saveTravellers(
  deps: TravellerDeps,
  userId: string,
  travellers: readonly TravellerDetails[],
): Promise<SavedTraveller[]> {
  const latestToday = addDays(deps.clock.now().toISOString().slice(0, 10), 1);
  const seen = new Set<string>();
  const written = travellers.map(normalised);
  written.forEach((traveller, index) => {
    if (traveller.dateOfBirth > latestToday) {
      throw badRequest(
        'A date of birth cannot be in the future.',
        'invalid',
        `travellers.${index}.dateOfBirth`,
      );
    }
    if (seen.has(traveller.passportNumber)) {
      throw badRequest(
        'The same passport is given twice.',
        'duplicate',
        `travellers.${index}.passportNumber`,
      );
    }
    seen.add(traveller.passportNumber);
  });
  await inTransaction(deps.db, async (tx) => {
    await upsertSavedTravellers(tx, userId, written, deps.clock.now());
    if ((await countSavedTravellers(tx, userId)) > SAVED_TRAVELLERS_MAX) {
      throw new ApiError(409, {
        detail: `You can keep at most ${SAVED_TRAVELLERS_MAX} travellers. Remove one first.`,
        code: 'too_many',
      });
    }
  });
  return listTravellers(deps, userId);
}

export async function removeTraveller(deps: TravellerDeps, userId: string, id: string) {
  if (!(await deleteSavedTraveller(deps.db, userId, id))) {
    throw new ApiError(404, { detail: 'Traveller not found', code: 'not_found' });
  }
}
