import type { BookingRecord } from '../../bookings/adapter.ts';
import { cancellationMailOf } from '../../bookings/cancellation-mail.ts';
import { changeMailOf } from '../../bookings/change-mail.ts';
import type { MailMessage } from '../../mail/schemas.ts';
import type { TravelerType } from '../constants.ts';
import type { FlightBookingDetails } from './schemas.ts';

// The flight booking e-mails: plain text a traveller can read on a phone. No passport numbers or
// card data: only what a confirmation needs.

type FlightRecord = BookingRecord<FlightBookingDetails>;

const TYPE_NAMES: Record<TravelerType, string> = {
  ADULT: 'adult',
  CHILD: 'child',
  HELD_INFANT: 'infant',
};

// '2026-03-10T08:45:00' → '2026-03-10 08:45'
const localTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

function summary(booking: FlightRecord): string[] {
  const { flightOffer, travelers, returnDate } = booking.details;
  const lines = [
    `Booking reference: ${booking.reference}`,
    `Route: ${booking.title}`,
    `Departure: ${localTime(booking.startsLocal)} (local time)`,
  ];
  if (returnDate !== null) lines.push(`Return: ${localTime(returnDate)} (local time)`);
  for (const itinerary of flightOffer.itineraries) {
    for (const segment of itinerary.segments) {
      lines.push(
        `  ${segment.carrierCode}${segment.number}  ${segment.departure.iataCode} ${localTime(segment.departure.at)} → ${segment.arrival.iataCode} ${localTime(segment.arrival.at)}`,
      );
    }
  }
  lines.push('Travellers:');
  for (const traveler of travelers) {
    lines.push(`  ${traveler.fullName} (${TYPE_NAMES[traveler.travelerType]})`);
  }
  lines.push(`Total: ${booking.price.total} ${booking.price.currency}`);
  return lines;
}

export function confirmationMail(booking: FlightRecord): MailMessage {
  const waiting = booking.status === 'in-progress';
  return {
    to: booking.contact.email,
    subject: waiting
      ? `Your Safar booking ${booking.reference} is waiting for your bank transfer`
      : `Your Safar booking ${booking.reference} is confirmed`,
    text: [
      waiting
        ? 'Thank you for booking with Safar. Your seats are held; the booking is confirmed when your bank transfer arrives.'
        : 'Thank you for booking with Safar. Your flight is booked.',
      '',
      ...summary(booking),
      '',
      'Check-in opens 24 hours before departure; be at the airport 3 hours before an international flight.',
      'You can see and cancel this booking in your Safar dashboard.',
    ].join('\n'),
  };
}

export const cancellationMail = (booking: FlightRecord): MailMessage =>
  cancellationMailOf(booking, { booking: 'booking', released: 'its seats' }, summary(booking));

export const changeMail = (booking: FlightRecord): MailMessage =>
  changeMailOf(booking, { booking: 'booking' }, summary(booking));
