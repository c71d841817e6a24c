// Times as a booking's mails write them, in English: the date, then the clock an English reader
// reads (3:00 PM, 12:00 PM).
const CLOCK = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

const clockOf = (hours: number, minutes: number) =>
  CLOCK.format(Date.UTC(2000, 0, 1, hours, minutes));

/** '2026-03-10T15:00:00', a place's wall clock → '2026-03-10 3:00 PM'. */
export const mailLocalTime = (at: string) =>
  `${at.slice(0, 10)} ${clockOf(Number(at.slice(11, 13)), Number(at.slice(14, 16)))}`;

/** A moment in UTC → '2026-03-09 2:00 PM'. */
export const mailUtcTime = (at: Date) =>
  `${at.toISOString().slice(0, 10)} ${clockOf(at.getUTCHours(), at.getUTCMinutes())}`;
