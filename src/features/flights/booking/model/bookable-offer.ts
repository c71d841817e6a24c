import {
  CURRENCY_CODES,
  TRAVELER_TYPES,
  type CurrencyCode,
  type TravelerType,
} from '@server/modules/flights/constants.ts';

import type {
  FlightOffer,
  FlightPrice,
  TravelerPricing,
} from '@/features/flights/api/flight-types';
import { isFlightOffer } from '@/features/flights/model/offer-guards';
import { isRecord } from '@/lib/is-record';
import { isOneOf } from '@/lib/checkout/draft-guards';

/*
 * An offer the wizard can book: everything the screens read (isFlightOffer), plus what booking
 * needs — a currency with a fixed rate, a grand total, and one fare per traveller of a known
 * type. It reaches the wizard through navigation state or localStorage, so it is checked here;
 * the server checks the rest when the offer is priced.
 */

export type BookingCurrency = CurrencyCode;

export type BookableOffer = Omit<FlightOffer, 'price' | 'travelerPricings'> & {
  price: FlightPrice & { currency: BookingCurrency; grandTotal: string };
  travelerPricings: (TravelerPricing & { travelerType: TravelerType })[];
};

const MONEY = /^\d+(\.\d{1,2})?$/;

export function isBookableOffer(value: unknown): value is BookableOffer {
  if (!isFlightOffer(value)) return false;
  const { price, travelerPricings } = value;
  return (
    isOneOf(CURRENCY_CODES, price.currency) &&
    typeof price.grandTotal === 'string' &&
    MONEY.test(price.grandTotal) &&
    Array.isArray(travelerPricings) &&
    travelerPricings.length > 0 &&
    travelerPricings.every(
      (pricing) => isRecord(pricing) && isOneOf(TRAVELER_TYPES, pricing.travelerType),
    )
  );
}

/** The offer handed over in navigation state ({flight}), when it is one the wizard can book. */
export function bookableOfferFromState(state: unknown): BookableOffer | null {
  const flight = isRecord(state) ? state.flight : null;
  return isBookableOffer(flight) ? flight : null;
}

export interface Party {
  adults: number;
  children: number;
  infants: number;
}

const PARTY_KEYS: Record<TravelerType, keyof Party> = {
  ADULT: 'adults',
  CHILD: 'children',
  HELD_INFANT: 'infants',
};

export function partyOf(types: readonly TravelerType[]): Party {
  const party: Party = { adults: 0, children: 0, infants: 0 };
  for (const type of types) party[PARTY_KEYS[type]] += 1;
  return party;
}

export const offerParty = (offer: BookableOffer): Party =>
  partyOf(offer.travelerPricings.map((pricing) => pricing.travelerType));

export const sameParty = (a: Party, b: Party) =>
  a.adults === b.adults && a.children === b.children && a.infants === b.infants;

/** The local dates (YYYY-MM-DD) the trip starts and ends: ages and passports are checked on them. */
export function tripDates(offer: FlightOffer): { firstDeparture: string; lastArrival: string } {
  const first = offer.itineraries[0]!.segments[0]!;
  const lastItinerary = offer.itineraries[offer.itineraries.length - 1]!;
  const last = lastItinerary.segments[lastItinerary.segments.length - 1]!;
  return {
    firstDeparture: first.departure.at.slice(0, 10),
    lastArrival: last.arrival.at.slice(0, 10),
  };
}
