import { localDateTime } from '@/lib/local-time';

// Flight times are local to each airport and carry no offset (2026-12-01T08:30:00); durations are
// ISO 8601 (PT7H25M). These helpers read both without the browser's time zone ever taking part.

/** Minutes between two local times at the same airport (a layover). */
export function minutesBetween(from: string, to: string): number {
  return Math.round((localDateTime(to).getTime() - localDateTime(from).getTime()) / 60_000);
}

/** How many calendar days after the departure date the arrival falls (+1 for an overnight flight). */
export function dayOffset(departureAt: string, arrivalAt: string): number {
  const day = (at: string) => localDateTime(`${at.split('T')[0] ?? ''}T00:00`).getTime();
  return Math.round((day(arrivalAt) - day(departureAt)) / 86_400_000);
}

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** PT7H25M → 445; null when the text is not an ISO 8601 duration. */
export function durationMinutes(duration: string | undefined): number | null {
  const match = duration ? ISO_DURATION.exec(duration) : null;
  if (!match || duration === 'P' || duration === 'PT') return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return (
    Number(days) * 1440 + Number(hours) * 60 + Number(minutes) + Math.round(Number(seconds) / 60)
  );
}
