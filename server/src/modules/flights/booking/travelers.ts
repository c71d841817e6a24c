import { PASSENGER_LIMITS } from '../../../inventory/flights/constants.ts';
import type { Travelers } from '../../../inventory/flights/offers.ts';
import { badRequest } from '../../../lib/api-error.ts';
import { ageOn } from '../../bookings/ages.ts';
import type { FlightOffer } from '../schemas.ts';
import { TRAVELER_AGES, type TravelerType } from '../constants.ts';
import type { FlightTraveler } from './schemas.ts';

// The party (how many of each traveller type) and the rules on travellers the schema cannot
// state. Each broken rule is a 400 naming its field.

export type Party = Travelers;

const invalid = (field: string, problem: string) =>
  badRequest(`${field}: ${problem}`, 'invalid', field);

function countTypes(types: readonly TravelerType[]): Party {
  const count = (type: TravelerType) => types.filter((each) => each === type).length;
  return { adults: count('ADULT'), children: count('CHILD'), infants: count('HELD_INFANT') };
}

export const partyOfOffer = (offer: FlightOffer): Party =>
  countTypes(offer.travelerPricings.map((pricing) => pricing.travelerType));

export const sameParty = (a: Party, b: Party) =>
  a.adults === b.adults && a.children === b.children && a.infants === b.infants;

export const seatedCount = (party: Party) => party.adults + party.children;

// §9: at least one adult, at most 9 seated passengers, and an infant sits on an adult's lap.
export function checkParty(
  party: Party,
  fields: { adults: string; children: string; infants: string },
): void {
  if (party.adults < PASSENGER_LIMITS.adultsMin) {
    throw invalid(fields.adults, `must have at least ${PASSENGER_LIMITS.adultsMin} adult`);
  }
  if (seatedCount(party) > PASSENGER_LIMITS.seatedMax) {
    throw invalid(
      fields.children,
      `adults and children together must be at most ${PASSENGER_LIMITS.seatedMax}`,
    );
  }
  if (party.infants > party.adults) throw invalid(fields.infants, 'must be at most one per adult');
}

export function travelerTypeAt(age: number): TravelerType {
  if (age < TRAVELER_AGES.infantUnder) return 'HELD_INFANT';
  if (age < TRAVELER_AGES.childUnder) return 'CHILD';
  return 'ADULT';
}

const AGE_RULES: Record<TravelerType, string> = {
  ADULT: `an adult must be at least ${TRAVELER_AGES.childUnder} years old on the day of the first flight`,
  CHILD: `a child must be ${TRAVELER_AGES.infantUnder} to ${TRAVELER_AGES.childUnder - 1} years old on the day of the first flight`,
  HELD_INFANT: `an infant must be under ${TRAVELER_AGES.infantUnder} on the day of the first flight`,
};

// The latest date anywhere on Earth now (UTC+14): a birth date after it is in the future
// wherever the traveller was born.
const latestDateOnEarth = (now: Date) =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

// The travellers of an order against the offer as priced: the same party, ages that fit the
// types on the first departure day, passports valid after the last flight. The dates come from
// the offer as sent; an offer without flights is refused when it is priced again.
export function checkTravelers(travelers: FlightTraveler[], offer: FlightOffer, now: Date): void {
  const party = countTypes(travelers.map((traveler) => traveler.travelerType));
  checkParty(party, { adults: 'travelers', children: 'travelers', infants: 'travelers' });
  if (!sameParty(party, partyOfOffer(offer))) {
    throw badRequest(
      'The travellers do not match the priced offer; price it again',
      'travelers_mismatch',
      'travelers',
    );
  }
  const firstDeparture = offer.itineraries[0]?.segments[0]?.departure.at.slice(0, 10);
  const lastArrival = offer.itineraries.at(-1)?.segments.at(-1)?.arrival.at.slice(0, 10);
  const today = latestDateOnEarth(now);
  travelers.forEach((traveler, index) => {
    const field = (name: keyof FlightTraveler) => `travelers.${index}.${name}`;
    if (traveler.dateOfBirth > today) {
      throw invalid(field('dateOfBirth'), 'must not be in the future');
    }
    if (
      firstDeparture !== undefined &&
      travelerTypeAt(ageOn(traveler.dateOfBirth, firstDeparture)) !== traveler.travelerType
    ) {
      throw invalid(field('dateOfBirth'), AGE_RULES[traveler.travelerType]);
    }
    if (lastArrival !== undefined && traveler.passportExpiry <= lastArrival) {
      throw invalid(
        field('passportExpiry'),
        `the passport must be valid after the last flight (${lastArrival})`,
      );
    }
  });
}
