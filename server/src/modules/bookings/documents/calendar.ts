import ical, { ICalEventStatus } from 'ical-generator';
import { localTimeToUtc } from '../../../inventory/shared/time.ts';
import type { CarBookingDetails } from '../../cars/booking/schemas.ts';
import type { FlightBookingDetails } from '../../flights/booking/schemas.ts';
import type { HotelBookingDetails } from '../../hotels/booking/schemas.ts';
import type { Booking } from '../schemas.ts';
import { contextOf, type DocumentContext } from './content.ts';
import type { DocumentOptions } from './options.ts';

// A booking as calendar events: each flight from its departure to its arrival, a hotel stay from
// check-in to check-out, a car rental from pickup to drop-off; in the traveller's language and
// digits, with the documents' words.
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

function flightEvents(context: DocumentContext): CalendarEvent[] {
  const { booking, words, numerals, options } = context;
  const arabic = options.lang === 'ar';
  const { flightOffer } = booking.details as unknown as FlightBookingDetails;
  const segments = flightOffer.itineraries.flatMap((itinerary) => itinerary.segments);
  return segments.map((segment, index) => {
    const { departure, arrival } = segment;
    const from = options.airportZone(departure.iataCode);
    const to = options.airportZone(arrival.iataCode);
    const name = (end: typeof departure) => (arabic ? end.nameAr : end.name) ?? end.iataCode;
    return {
      id: `${booking.reference}-${index + 1}`,
      start: localTimeToUtc(from, departure.at),
      end: localTimeToUtc(to, arrival.at),
      summary: `${words.flight} ${segment.carrierCode}${segment.number} ${words.fromTo(departure.iataCode, arrival.iataCode)}`,
      location: `${name(departure)} (${departure.iataCode})`,
      description: [
        `${words.reference} ${booking.reference}`,
        `${words.departs} ${words.localTime(numerals.localTime(departure.at), from)}${words.comma}${name(departure)}`,
        `${words.arrives} ${words.localTime(numerals.localTime(arrival.at), to)}${words.comma}${name(arrival)}`,
      ].join('\n'),
    };
  });
}

function hotelEvents(context: DocumentContext): CalendarEvent[] {
  const { booking, words, numerals } = context;
  const { hotel } = booking.details as unknown as HotelBookingDetails;
  const at = (local: string) => words.localTime(numerals.localTime(local), hotel.timeZone);
  return [
    {
      id: `${booking.reference}-1`,
      start: new Date(booking.startsAt),
      end: new Date(booking.endsAt),
      summary: `${words.hotel}: ${hotel.name}`,
      location: `${hotel.name}, ${hotel.address}`,
      description: [
        `${words.reference} ${booking.reference}`,
        `${words.checkIn} ${at(booking.date)}`,
        `${words.checkOut} ${at(booking.endDate)}`,
      ].join('\n'),
    },
  ];
}

function carEvents(context: DocumentContext): CalendarEvent[] {
  const { booking, words, numerals, options } = context;
  const arabic = options.lang === 'ar';
  const { car, pickup, dropoff } = booking.details as unknown as CarBookingDetails;
  const branch = (place: typeof pickup) => (arabic ? place.nameAr : place.name);
  const at = (local: string, place: typeof pickup) =>
    `${words.localTime(numerals.localTime(local), place.timeZone)}${words.comma}${branch(place)}`;
  return [
    {
      id: `${booking.reference}-1`,
      start: new Date(booking.startsAt),
      end: new Date(booking.endsAt),
      summary: `${words.carRental}: ${car.name}`,
      location: `${branch(pickup)}${words.comma}${arabic ? pickup.addressAr : pickup.address}`,
      description: [
        `${words.reference} ${booking.reference}`,
        `${words.pickup} ${at(booking.date, pickup)}`,
        `${words.dropoff} ${at(booking.endDate, dropoff)}`,
      ].join('\n'),
    },
  ];
}

function eventsOf(context: DocumentContext): CalendarEvent[] {
  switch (context.booking.kind) {
    case 'flight':
      return flightEvents(context);
    case 'hotel':
      return hotelEvents(context);
    case 'car':
      return carEvents(context);
  }
}

export function renderCalendar(booking: Booking, options: DocumentOptions): string {
  const context = contextOf(booking, options);
  const calendar = ical({
    prodId: { company: 'Safar', product: 'Bookings', language: options.lang.toUpperCase() },
    name: `Safar ${booking.reference}`,
  });
  const cancelled = booking.status === 'cancelled';
  for (const event of eventsOf(context)) {
    calendar.createEvent({
      id: `${event.id}@safar`,
      start: event.start,
      end: event.end,
      summary: cancelled ? `${context.words.statuses.cancelled}: ${event.summary}` : event.summary,
      location: event.location,
      description: event.description,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
