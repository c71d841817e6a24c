import type { Database } from '../../../db/client.ts';
import type { FlightInventory } from '../../../inventory/flights/inventory.ts';
import { parseAmount } from '../../../inventory/shared/money.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { FlightOffer } from '../schemas.ts';
import { priceChanged } from './conflicts.ts';
import { repriceOffer } from './reprice.ts';
import type { FlightPricing, FlightPricingRequest } from './schemas.ts';
import { checkParty, partyOfOffer, sameParty } from './travelers.ts';

export interface FlightBookingDeps {
  db: Database;
  clock: Clock;
  inventory: () => Promise<FlightInventory>;
}

export const sameTotal = (a: FlightOffer, b: FlightOffer) =>
  parseAmount(a.price.grandTotal) === parseAmount(b.price.grandTotal);

// POST /api/shopping/flight-offers/pricing/: the offer at today's fare and seats. For another
// party (`travelers`) it is a fresh quote; for the offer's own party a different grand total is
// a 409 price_changed that carries the offer at its new price.
export async function priceFlightOffer(
  deps: FlightBookingDeps,
  request: FlightPricingRequest,
): Promise<FlightPricing> {
  const sent = request.flightOffer;
  const offerParty = partyOfOffer(sent);
  const party = request.travelers ?? offerParty;
  checkParty(
    party,
    request.travelers
      ? { adults: 'travelers.adults', children: 'travelers.children', infants: 'travelers.infants' }
      : {
          adults: 'flightOffer.travelerPricings',
          children: 'flightOffer.travelerPricings',
          infants: 'flightOffer.travelerPricings',
        },
  );
  const repriced = await repriceOffer(
    { db: deps.db, inventory: await deps.inventory(), now: deps.clock.now() },
    sent,
    party,
  );
  if (request.travelers && !sameParty(request.travelers, offerParty)) {
    return { flightOffer: repriced.offer };
  }
  if (!sameTotal(repriced.offer, sent)) throw priceChanged(repriced.offer);
  return { flightOffer: repriced.offer };
}
