import type { MailMessage } from '../mail/schemas.ts';
import type { FlightBooking, TravelerType } from './schemas.ts';

// The booking e-mails: plain text a traveller can read on a phone. No passport numbers or card
// data: only what a confirmation needs.

const TYPE_NAMES: Record<TravelerType, string> = {
  ADULT: 'adult',
  CHILD: 'child',
  HELD_INFANT: 'infant',
};

// '2026-03-10T08:45:00' → '2026-03-10 08:45'
const localTime = (at: string) => `${at.slice(0, 10)} ${at.slice(11, 16)}`;

function summary(booking: FlightBooking): string[] {
  const lines = [
    `Booking reference: ${booking.reference}`,
    `Route: ${booking.title}`,
    `Departure: ${localTime(booking.date)} (local time)`,
  ];
  if (booking.returnDate !== null) {
    lines.push(`Return: ${localTime(booking.returnDate)} (local time)`);
  }
  for (const itinerary of booking.flightOffer.itineraries) {
    for (const segment of itinerary.segments) {
      lines.push(
        `  ${segment.carrierCode}${segment.number}  ${segment.departure.iataCode} ${localTime(segment.departure.at)} → ${segment.arrival.iataCode} ${localTime(segment.arrival.at)}`,
      );
    }
  }
  lines.push('Travellers:');
  for (const traveler of booking.travelers) {
    lines.push(`  ${traveler.fullName} (${TYPE_NAMES[traveler.travelerType]})`);
  }
  lines.push(`Total: ${booking.price.total} ${booking.price.currency}`);
  return lines;
}

export function confirmationMail(booking: FlightBooking): MailMessage {
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
      'You can see and cancel this booking in your Safar dashboard.',
    ].join('\n'),
  };
}

export function cancellationMail(booking: FlightBooking): MailMessage {
  return {
    to: booking.contact.email,
    subject: `Your Safar booking ${booking.reference} is cancelled`,
    text: ['Your booking has been cancelled and its seats released.', '', ...summary(booking)].join(
      '\n',
    ),
  };
}
