import { formatDateTime, type Language } from './format';

/**
 * A local airport time as the API writes it (2026-03-10T08:45:00, no offset) as a UTC instant:
 * formatted with timeZone 'UTC' and used in arithmetic, the reader's own time zone never moves it.
 */
export function localDateTime(at: string): Date {
  const [date = '', time = ''] = at.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};

/** A local time of a place as 'Tue, Mar 10, 2026, 08:45', in the reader's language and digits. */
export const formatLocalWhen = (at: string, language: Language) =>
  formatDateTime(localDateTime(at), language, WHEN);
