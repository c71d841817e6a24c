import type { SavedTraveller, TravellerDetails } from '@server/modules/travellers/schemas.ts';

/**
 * What a booking wizard may do with a signed-in traveller's saved travellers (given by the app
 * layer; null for a guest): offer them to fill a passenger in one click, and save the passengers
 * booked when the traveller agrees.
 */
export interface SavedTravellersAccess {
  saved: readonly SavedTraveller[];
  /** Whether they were saved. */
  save: (travellers: TravellerDetails[]) => Promise<boolean>;
}
