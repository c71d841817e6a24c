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
