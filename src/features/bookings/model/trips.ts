import type { Booking } from '../api/booking-types';

import { bookingStay, samePlace, type BookingPlace, type BookingStay } from './booking-places';

/*
 * My Bookings shows bookings that overlap in place and time as one trip. The rule:
 * - cancelled bookings, and bookings whose details name no place, are never grouped;
 * - each flight opens a trip at its arrival, until its return departure (a round trip) or, for a
 *   one-way, until a day after landing — then until the end of the last stay that joins it;
 * - a hotel in the same place whose stay overlaps a trip's time joins it (the earliest such trip);
 * - a hotel that joins no flight opens a trip of its own for its stay;
 * - a car picked up in the same place whose rental overlaps a trip's time joins it;
 * - a trip of one booking is that booking alone.
 * Times are the place's local times, compared as text (one city, one clock). The list groups only
 * what it has: My Bookings pages its bookings, so a trip's other bookings may join it after Load
 * More.
 */

export interface Trip {
  kind: 'trip';
  place: BookingPlace;
  /** The first booking's start and the last one's end, local times. */
  from: string;
  until: string;
  /** In time order. */
  bookings: Booking[];
}

export interface SingleBooking {
  kind: 'single';
  booking: Booking;
}

export type BookingGroup = Trip | SingleBooking;

interface OpenTrip {
  place: BookingPlace;
  from: string;
  until: string;
  /** A one-way flight's trip grows with its stays. */
  growing: boolean;
  bookings: Booking[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

// A local time a day later, still without offset (read and written as UTC: no zone moves it).
const dayAfter = (at: string) => new Date(Date.parse(`${at}Z`) + DAY_MS).toISOString().slice(0, 19);

const overlaps = (trip: OpenTrip, stay: BookingStay) =>
  stay.from <= trip.until && trip.from <= (stay.until ?? stay.from);

const byStart = (a: Booking, b: Booking) => a.date.localeCompare(b.date);

function join(trips: OpenTrip[], booking: Booking, stay: BookingStay): boolean {
  const trip = trips.find((open) => samePlace(open.place, stay.place) && overlaps(open, stay));
  if (!trip) return false;
  trip.bookings.push(booking);
  if (trip.growing && stay.until && stay.until > trip.until) trip.until = stay.until;
  return true;
}

/**
 * The bookings as trips and single bookings, in the list's own order (newest first): a trip sits
 * where its first booking in that order was.
 */
export function groupIntoTrips(bookings: Booking[]): BookingGroup[] {
  const stays = new Map<Booking, BookingStay>();
  for (const booking of bookings) {
    const stay = booking.status === 'cancelled' ? null : bookingStay(booking);
    if (stay) stays.set(booking, stay);
  }
  const ofKind = (kind: Booking['kind']) =>
    [...stays.keys()].filter((booking) => booking.kind === kind).sort(byStart);

  const trips: OpenTrip[] = ofKind('flight').map((flight) => {
    const stay = stays.get(flight)!;
    return {
      place: stay.place,
      from: stay.from,
      until: stay.until ?? dayAfter(stay.from),
      growing: !stay.until,
      bookings: [flight],
    };
  });
  for (const hotel of ofKind('hotel')) {
    const stay = stays.get(hotel)!;
    if (!join(trips, hotel, stay)) {
      trips.push({ ...stay, until: stay.until ?? stay.from, growing: false, bookings: [hotel] });
    }
  }
  for (const car of ofKind('car')) join(trips, car, stays.get(car)!);

  const tripOf = new Map<Booking, Trip>();
  for (const open of trips.filter((trip) => trip.bookings.length > 1)) {
    const ordered = [...open.bookings].sort(byStart);
    // A hotel's city has no Arabic name in its details; a flight's or a car's may.
    const ar = ordered.map((booking) => stays.get(booking)!.place.name.ar).find(Boolean);
    const trip: Trip = {
      kind: 'trip',
      place: { ...open.place, name: { ...open.place.name, ...(ar ? { ar } : {}) } },
      from: ordered[0]!.date,
      until: ordered
        .map((booking) => booking.endDate)
        .sort()
        .at(-1)!,
      bookings: ordered,
    };
    for (const booking of ordered) tripOf.set(booking, trip);
  }

  const groups: BookingGroup[] = [];
  const shown = new Set<Trip>();
  for (const booking of bookings) {
    const trip = tripOf.get(booking);
    if (!trip) groups.push({ kind: 'single', booking });
    else if (!shown.has(trip)) {
      shown.add(trip);
      groups.push(trip);
    }
  }
  return groups;
}
