import { PASSENGER_LIMITS } from '@/features/flights/flight-search-slice';

import { partyOf } from './bookable-offer';
import { TRAVELER_TYPES, type TravelerType } from '@server/modules/flights/constants.ts';

/*
 * Who may join or leave the party (§2, §5, §9): at least one adult, at most 9 seated passengers
 * (adults and children), an infant travels on an adult's lap so there are never more infants than
 * adults, and nobody is added beyond the seats the flight has left.
 */

export type AddBlock = 'seated-limit' | 'infant-per-adult' | 'seats-left';

export function addBlockedBy(
  types: readonly TravelerType[],
  type: TravelerType,
  seatsLeft?: number,
): AddBlock | null {
  const { adults, children, infants } = partyOf(types);
  if (type === 'HELD_INFANT') return infants >= adults ? 'infant-per-adult' : null;
  if (adults + children >= PASSENGER_LIMITS.maxTotal) return 'seated-limit';
  if (seatsLeft !== undefined && adults + children >= seatsLeft) return 'seats-left';
  return null;
}

/** Never the only passenger, never the last adult, never an adult whose lap an infant needs. */
export function canRemove(types: readonly TravelerType[], index: number): boolean {
  const type = types[index];
  if (type === undefined || types.length <= 1) return false;
  if (type !== 'ADULT') return true;
  const { adults, infants } = partyOf(types);
  return adults > 1 && infants <= adults - 1;
}

const rank = (type: TravelerType) => TRAVELER_TYPES.indexOf(type);

/** Where a new passenger goes so the list stays adults, then children, then infants. */
export function insertionIndex(types: readonly TravelerType[], type: TravelerType): number {
  const after = types.findIndex((existing) => rank(existing) > rank(type));
  return after === -1 ? types.length : after;
}

/** Each passenger's number within their type: Adult 1, Adult 2, Child 1… */
export function numbersWithinType(types: readonly TravelerType[]): number[] {
  const seen = new Map<TravelerType, number>();
  return types.map((type) => {
    const number = (seen.get(type) ?? 0) + 1;
    seen.set(type, number);
    return number;
  });
}
