import type { MailMessage } from '../mail/schemas.ts';
import type { BookingRecord } from './adapter.ts';
import { mailLocalTime } from './mail-times.ts';

// The mail a changed booking of any kind sends: what it was and is now, the money that moved with
// the change, then the kind's own summary of the booking as it now stands.
export function changeMailOf(
  booking: BookingRecord,
  words: { booking: string },
  summary: readonly string[],
): MailMessage {
  const change = booking.changes.at(-1);
  if (!change) throw new Error(`booking ${booking.id} has no change to tell`);
  const { currency } = change;
  const money =
    change.charged !== '0.00'
      ? `Charged for the change: ${change.charged} ${currency}, to the way you paid.`
      : change.refunded !== '0.00'
        ? `Refund for the change: ${change.refunded} ${currency}, to the way you paid.`
        : 'Nothing more is charged or refunded online.';
  return {
    to: booking.contact.email,
    subject: `Your Safar ${words.booking} ${booking.reference} is changed`,
    text: [
      `Your ${words.booking} has been changed. Its reference stays ${booking.reference}.`,
      `Was: ${mailLocalTime(change.from.date)} to ${mailLocalTime(change.from.endDate)}, ${change.from.total} ${currency}.`,
      `Now: ${mailLocalTime(change.to.date)} to ${mailLocalTime(change.to.endDate)}, ${change.to.total} ${currency}.`,
      money,
      '',
      ...summary,
    ].join('\n'),
  };
}
