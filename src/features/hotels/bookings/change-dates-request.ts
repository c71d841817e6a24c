import { STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { isBefore } from '@/lib/iso-date';

import { stayNights } from '../model/hotel-search';

/** New dates for a booked stay: YYYY-MM-DD each. */
export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** A key of search.errors: why these dates cannot be asked for, or null. */
export type StayDatesError = 'dates' | 'pastDate' | 'order' | 'tooLong';

export function stayDatesError(dates: Partial<StayDates>, today: string): StayDatesError | null {
  const { checkIn, checkOut } = dates;
  if (!checkIn || !checkOut) return 'dates';
  if (isBefore(checkIn, today)) return 'pastDate';
  if (!isBefore(checkIn, checkOut)) return 'order';
  if (stayNights({ checkIn, checkOut }) > STAY_LIMITS.nightsMax) return 'tooLong';
  return null;
}
