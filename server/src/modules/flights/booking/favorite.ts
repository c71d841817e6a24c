import { Type, type Static } from 'typebox';
import type { Database } from '../../../db/client.ts';
import { SALES_CUTOFF_MINUTES } from '../../../inventory/flights/constants.ts';
import type { FlightInventory } from '../../../inventory/flights/inventory.ts';
import { localTimeToUtc } from '../../../inventory/shared/time.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { FavoriteAvailability, FavoriteChecker } from '../../favorites/kind.ts';
import { FlightOfferSchema } from '../schemas.ts';
import { repriceOffer } from './reprice.ts';
import { checkParty, partyOfOffer } from './travelers.ts';

// A flight offer as a favorite (issue 10): the offer as the search gave it (Book Now sends it to
// the booking wizard, which prices it again), under its id, which is stable for the same flights
// and cabin. It can no longer be booked once its first flight has left or its sales have closed
// (departed), when its flights are no longer flown (not_flown), or when they have too few seats
// left for its party (sold_out): the same re-pricing an order goes through decides.

export const FlightFavoriteItemSchema = Type.Object({ offer: FlightOfferSchema });
export type FlightFavoriteItem = Static<typeof FlightFavoriteItemSchema>;

const MINUTE_MS = 60_000;

// When the offer's first flight leaves, in UTC; null when its airport is not known.
function firstDepartureMs(inventory: FlightInventory, item: FlightFavoriteItem): number | null {
  const departure = item.offer.itineraries[0]?.segments[0]?.departure;
  const zone = departure && inventory.airports.get(departure.iataCode)?.timeZone;
  if (!departure || !zone) return null;
  const ms = localTimeToUtc(zone, departure.at).getTime();
  return Number.isFinite(ms) ? ms : null;
}

export function createFlightFavoriteChecker(deps: {
  db: Database;
  inventory: () => Promise<FlightInventory>;
}): FavoriteChecker<FlightFavoriteItem> {
  return {
    kind: 'flight',
    itemSchema: FlightFavoriteItemSchema,
    keyOf: (item) => item.offer.id,

    async availability(item, now): Promise<FavoriteAvailability> {
      const inventory = await deps.inventory();
      const departs = firstDepartureMs(inventory, item);
      if (departs === null) return { status: 'unavailable', reason: 'not_found' };
      if (departs - SALES_CUTOFF_MINUTES * MINUTE_MS <= now.getTime()) {
        return { status: 'unavailable', reason: 'departed' };
      }
      try {
        const party = partyOfOffer(item.offer);
        checkParty(party, { adults: 'offer', children: 'offer', infants: 'offer' });
        await repriceOffer({ db: deps.db, inventory, now }, item.offer, party);
        return { status: 'available' };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.body.code === 'sold_out') return { status: 'unavailable', reason: 'sold_out' };
        return {
          status: 'unavailable',
          reason: error.statusCode === 400 ? 'not_found' : 'not_flown',
        };
      }
    },
  };
}
