import type { OpeningHours } from '../api/car-types';

/*
 * A branch's opening hours (Sunday first, local time; 24:00 for midnight) on a calendar date:
 * pickups and returns are within them, so the times offered are too.
 */

export type HoursOn =
  { kind: 'always' } | { kind: 'closed' } | { kind: 'open'; open: string; close: string };

interface WithHours {
  open24Hours: boolean;
  hours: OpeningHours[];
}

/** The weekday of a YYYY-MM-DD date, 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export function hoursOn(branch: WithHours, date: string): HoursOn {
  if (branch.open24Hours) return { kind: 'always' };
  const day = branch.hours.find((hours) => hours.weekday === weekdayOf(date));
  if (!day?.open || !day.close) return { kind: 'closed' };
  if (day.open === '00:00' && day.close === '24:00') return { kind: 'always' };
  return { kind: 'open', open: day.open, close: day.close };
}

/** Whether a pickup or return at `time` (HH:MM) on `date` is within the branch's hours. */
export function isOpenAt(branch: WithHours, date: string, time: string): boolean {
  const hours = hoursOn(branch, date);
  if (hours.kind === 'always') return true;
  if (hours.kind === 'closed') return false;
  return time >= hours.open && time <= hours.close;
}

/** Every half hour of a day, 00:00 to 23:30: the times a rental starts or ends at. */
export const HALF_HOURS = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
);
