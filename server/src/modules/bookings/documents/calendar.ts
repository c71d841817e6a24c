import ical, { ICalEventStatus } from 'ical-generator';
import { localTimeToUtc } from '../../../inventory/shared/time.ts';
import type { CarBookingDetails } from '../../cars/booking/schemas.ts';
import type { FlightBookingDetails } from '../../flights/booking/schemas.ts';
import type { HotelBookingDetails } from '../../hotels/booking/schemas.ts';
import type { Booking } from '../schemas.ts';
import type { DocumentOptions } from './options.ts';

// A booking as calendar events: each flight from its departure to its arrival, a hotel stay from
// check-in to check-out, a car rental from pickup to drop-off.
//
// Times are written as UTC instants (DTSTART:…Z), not as DTSTART;TZID=… with VTIMEZONE
// components: ical-generator writes one zone per event (a flight leaves in one zone and lands in
// another), and the VTIMEZONE data packaged for it is frozen at tz 2018g (Mexico City still
// keeps summer time there), which would move events in a calendar that believes it. An instant is
// right in every calendar; each event's zones and local times are in its description.

interface CalendarEvent {
  id: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
}

const at = (local: string) => `${local.slice(0, 10)} ${local.slice(11, 16)}`;

function flightEvents(booking: Booking, airportZone: (code: string) => string): CalendarEvent[] {
  const { flightOffer } = booking.details as unknown as FlightBookingDetails;
  const segments = flightOffer.itineraries.flatMap((itinerary) => itinerary.segments);
  return segments.map((segment, index) => {
    const { departure, arrival } = segment;
    const from = airportZone(departure.iataCode);
    const to = airportZone(arrival.iataCode);
    return {
      id: `${booking.reference}-${index + 1}`,
      start: localTimeToUtc(from, departure.at),
      end: localTimeToUtc(to, arrival.at),
      summary: `Flight ${segment.carrierCode}${segment.number} ${departure.iataCode} → ${arrival.iataCode}`,
      location: `${departure.name} (${departure.iataCode})`,
      description: [
        `Booking reference ${booking.reference}`,
        `Departs ${at(departure.at)} local time (${from}), ${departure.name}`,
        `Arrives ${at(arrival.at)} local time (${to}), ${arrival.name}`,
      ].join('\n'),
    };
  });
}

function hotelEvents(booking: Booking): CalendarEvent[] {
  const { hotel } = booking.details as unknown as HotelBookingDetails;
  return [
    {
      id: `${booking.reference}-1`,
      start: new Date(booking.startsAt),
      end: new Date(booking.endsAt),
      summary: `Hotel: ${hotel.name}`,
      location: `${hotel.name}, ${hotel.address}`,
      description: [
        `Booking reference ${booking.reference}`,
        `Check-in ${at(booking.date)} local time (${hotel.timeZone})`,
        `Check-out ${at(booking.endDate)} local time (${hotel.timeZone})`,
      ].join('\n'),
    },
  ];
}

function carEvents(booking: Booking): CalendarEvent[] {
  const { car, pickup, dropoff } = booking.details as unknown as CarBookingDetails;
  return [
    {
      id: `${booking.reference}-1`,
      start: new Date(booking.startsAt),
      end: new Date(booking.endsAt),
      summary: `Car rental: ${car.name}`,
      location: `${pickup.name}, ${pickup.address}`,
      description: [
        `Booking reference ${booking.reference}`,
        `Pickup ${at(booking.date)} local time (${pickup.timeZone}), ${pickup.name}`,
        `Drop-off ${at(booking.endDate)} local time (${dropoff.timeZone}), ${dropoff.name}`,
      ].join('\n'),
    },
  ];
}

function eventsOf(booking: Booking, airportZone: (code: string) => string): CalendarEvent[] {
  switch (booking.kind) {
    case 'flight':
      return flightEvents(booking, airportZone);
    case 'hotel':
      return hotelEvents(booking);
    case 'car':
      return carEvents(booking);
  }
}

export function renderCalendar(
  booking: Booking,
  options: Pick<DocumentOptions, 'airportZone'>,
): string {
  const calendar = ical({
    prodId: { company: 'Safar', product: 'Bookings', language: 'EN' },
    name: `Safar ${booking.reference}`,
  });
  const status =
    booking.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED;
  for (const event of eventsOf(booking, options.airportZone)) {
    calendar.createEvent({
      id: `${event.id}@safar`,
      start: event.start,
      end: event.end,
      summary: booking.status === 'cancelled' ? `Cancelled: ${event.summary}` : event.summary,
      location: event.location,
      description: event.description,
      status,
    });
  }
  return calendar.toString();
}
