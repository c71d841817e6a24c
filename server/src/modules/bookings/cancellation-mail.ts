import type { MailMessage } from '../mail/schemas.ts';
import type { BookingRecord } from './adapter.ts';

// The mail a cancelled booking of any kind sends: what was released, the refund if any, then the
// kind's own summary of the booking.
export function cancellationMailOf(
  booking: BookingRecord,
  words: { booking: string; released: string },
  summary: readonly string[],
): MailMessage {
  const refund = booking.refund;
  return {
    to: booking.contact.email,
    subject: `Your Safar ${words.booking} ${booking.reference} is cancelled`,
    text: [
      `Your ${words.booking} has been cancelled and ${words.released} released.`,
      refund ? `Refund: ${refund.amount} ${refund.currency}, to the way you paid.` : '',
      '',
      ...summary,
    ].join('\n'),
  };
}
