import type { BookingRecord } from '../../bookings/adapter.ts';
import type { MailMessage } from '../../mail/schemas.ts';
import { FREE_CANCELLATION_HOURS } from '../constants.ts';
import type { HotelBookingDetails } from './schemas.ts';

// The hotel booking e-mails: plain text a traveller can read on a phone, with the cancellation
// deadline on the hotel's clock and in UTC (no passport number or card data).

type HotelRecord = BookingRecord<HotelBookingDetails>;

// '2026-03-10T15:00:00' → '2026-03-10 15:00'
const localTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

const utcTime = (at: Date) => `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)}`;

function summary(booking: HotelRecord): string[] {
  const { hotel, rates, nights } = booking.details;
  const lines = [
    `Booking reference: ${booking.reference}`,
    `Hotel: ${hotel.name} (${hotel.categoryName})`,
    `Address: ${hotel.address}`,
    `Check-in: ${localTime(booking.startsLocal)} (hotel time)`,
    `Check-out: ${localTime(booking.endsLocal)} (hotel time)`,
    `Nights: ${nights}`,
    'Rooms:',
  ];
  for (const rate of rates) {
    lines.push(
      `  ${rate.rooms} × ${rate.roomName}, ${rate.boardName.toLowerCase()}, for ${rate.guests.join(', ')}`,
    );
  }
  lines.push(`Total: ${booking.price.total} ${booking.price.currency}`);
  const atHotel = booking.price.lines.find((line) => line.code === 'LOCAL_TAX_AT_HOTEL');
  if (atHotel)
    lines.push(
      `Of which paid at the hotel (local tax): ${atHotel.amount} ${booking.price.currency}`,
    );
  return lines;
}

function cancellationLine(booking: HotelRecord): string {
  const until = booking.details.freeCancellationUntil;
  if (until === null) return 'This booking is non-refundable.';
  const inUtc = booking.startsAt
    ? `, that is ${utcTime(new Date(booking.startsAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000))} UTC`
    : '';
  return `Free cancellation until ${localTime(until)} hotel time (${booking.details.hotel.timeZone})${inUtc}; after that the first night is charged.`;
}

export function confirmationMail(booking: HotelRecord): MailMessage {
  const payAtHotel = booking.payment.method === 'pay-at-hotel';
  return {
    to: booking.contact.email,
    subject: `Your Safar booking ${booking.reference} is confirmed`,
    text: [
      payAtHotel
        ? 'Thank you for booking with Safar. Your rooms are booked; you pay at the hotel.'
        : 'Thank you for booking with Safar. Your rooms are booked.',
      '',
      ...summary(booking),
      '',
      cancellationLine(booking),
      'You can see and cancel this booking in your Safar dashboard.',
    ].join('\n'),
  };
}

export function cancellationMail(booking: HotelRecord): MailMessage {
  const refund = booking.refund;
  return {
    to: booking.contact.email,
    subject: `Your Safar booking ${booking.reference} is cancelled`,
    text: [
      'Your booking has been cancelled and its rooms released.',
      refund ? `Refund: ${refund.amount} ${refund.currency}, to the way you paid.` : '',
      '',
      ...summary(booking),
    ].join('\n'),
  };
}
