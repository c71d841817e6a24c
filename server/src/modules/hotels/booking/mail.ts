import type { BookingRecord } from '../../bookings/adapter.ts';
import { freeCancellationUntilMs } from '../../../inventory/shared/free-cancellation.ts';
import { cancellationMailOf } from '../../bookings/cancellation-mail.ts';
import { changeMailOf } from '../../bookings/change-mail.ts';
import { mailLocalTime, mailUtcTime } from '../../bookings/mail-times.ts';
import type { MailMessage } from '../../mail/schemas.ts';
import { formatMinorUnits, parseAmount } from '../../../inventory/shared/money.ts';
import type { HotelPriceLine } from '../constants.ts';
import type { HotelBookingDetails } from './schemas.ts';

// The hotel booking e-mails: plain text a traveller can read on a phone, with the cancellation
// deadline on the hotel's clock and in UTC (no passport number or card data).

type HotelRecord = BookingRecord<HotelBookingDetails>;

const LINE_NAMES: Record<HotelPriceLine, (quantity: number) => string> = {
  ROOMS: (nights) => `Rooms, ${nights} room ${nights === 1 ? 'night' : 'nights'}`,
  SERVICE_FEE: () => 'Service fee',
  LOCAL_TAX_AT_HOTEL: () => 'Local tax, paid at the hotel',
};

function summary(booking: HotelRecord): string[] {
  const { hotel, rates, nights } = booking.details;
  const lines = [
    `Booking reference: ${booking.reference}`,
    `Hotel: ${hotel.name} (${hotel.categoryName})`,
    `Address: ${hotel.address}`,
    `Check-in: ${mailLocalTime(booking.startsLocal)} (hotel time)`,
    `Check-out: ${mailLocalTime(booking.endsLocal)} (hotel time)`,
    `Nights: ${nights}`,
    'Rooms:',
  ];
  for (const rate of rates) {
    lines.push(
      `  ${rate.rooms} × ${rate.roomName}, ${rate.boardName.toLowerCase()}, for ${rate.guests.join(', ')}`,
    );
  }
  // The lines add up to the total in cents, as on every screen.
  const currency = booking.price.currency;
  lines.push('Price:');
  for (const line of booking.price.lines) {
    lines.push(
      `  ${LINE_NAMES[line.code as HotelPriceLine](line.quantity)}: ${line.amount} ${currency}`,
    );
  }
  lines.push(`Total: ${booking.price.total} ${currency}`);
  const atHotel = booking.price.lines
    .filter((line) => line.code === 'LOCAL_TAX_AT_HOTEL')
    .reduce((sum, line) => sum + parseAmount(line.amount), 0);
  lines.push(
    booking.payment.method === 'pay-at-hotel'
      ? `Paid at the hotel: ${booking.price.total} ${currency}`
      : `Paid online: ${formatMinorUnits(parseAmount(booking.price.total) - atHotel)} ${currency}${atHotel > 0 ? `; the local tax, ${formatMinorUnits(atHotel)} ${currency}, is paid at the hotel` : ''}`,
  );
  return lines;
}

function cancellationLine(booking: HotelRecord): string {
  const until = booking.details.freeCancellationUntil;
  if (until === null) return 'This booking is non-refundable.';
  const inUtc = booking.startsAt
    ? `, that is ${mailUtcTime(new Date(freeCancellationUntilMs(booking.startsAt.getTime())))} UTC`
    : '';
  return `Free cancellation until ${mailLocalTime(until)} hotel time (${booking.details.hotel.timeZone})${inUtc}; after that the first night is charged.`;
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

export const cancellationMail = (booking: HotelRecord): MailMessage =>
  cancellationMailOf(booking, { booking: 'booking', released: 'its rooms' }, summary(booking));

export const changeMail = (booking: HotelRecord): MailMessage =>
  changeMailOf(booking, { booking: 'booking' }, [
    ...summary(booking),
    '',
    cancellationLine(booking),
  ]);
