import { formatDateRange, formatDateTime, type Language } from './format';

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

const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

// The language's own clock: an English reader reads 3:00 PM and 12:00 PM, an Arabic one ٣:٠٠ م
// (the locale's hour cycle, never a forced 24-hour one).
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };

/** A place's local time as 'Tue, Mar 10, 2026, 8:45 AM', in the reader's language and digits. */
export const formatLocalWhen = (at: string, language: Language) =>
  formatDateTime(localDateTime(at), language, { ...DAY, ...CLOCK });

/** A day as 'Tue, Mar 10, 2026' from YYYY-MM-DD or a local time. */
export const formatLocalDay = (at: string, language: Language) =>
  formatDateTime(localDateTime(at.includes('T') ? at : `${at}T00:00`), language, DAY);

/** A time of day as '3:00 PM' from HH:MM or a local time. */
export const formatClock = (at: string, language: Language) =>
  formatDateTime(localDateTime(at.includes('T') ? at : `2000-01-01T${at}`), language, CLOCK);

/** The days between two local times as 'Jan 20 – 24, 2027'. */
export const formatLocalDayRange = (from: string, to: string, language: Language) =>
  formatDateRange(localDateTime(from), localDateTime(to), language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
