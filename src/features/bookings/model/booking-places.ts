import type { Booking } from '../api/booking-types';

import { isRecord } from '@/lib/is-record';

/*
 * Where a booking puts the traveller, read from its kind's details (the server's booking view).
 * The kinds name a place differently: a flight's arrival has its airport code (CDG), the city's
 * name ("Paris", from the airport data) and, in bookings made since issue 28, the city's code
 * (PAR); a hotel has its city's code (PAR) and name; a car's pickup branch its city's code and
 * name. So a place is a set of keys — each code and the folded city name — and two places are the
 * same when they share one: a flight to CDG and a hotel in PAR through PAR (for an older flight
 * booking, through "paris"). Coordinates are not used: a flight's arrival carries none. A
 * booking whose details name no place (an old or unknown one) is never grouped: no guessing.
 */

export interface BookingPlace {
  /** `code:CDG`, `code:PAR`, `name:paris`. */
  keys: string[];
  /** The city's name, English and (when known) Arabic, for the trip's title. */
  name: { en: string; ar?: string };
}

/** When the traveller is at the place, local times of the place (YYYY-MM-DDTHH:MM:SS). */
export interface BookingStay {
  place: BookingPlace;
  from: string;
  /** Null for a one-way flight: it is open until what joins it ends. */
  until: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

// "Montréal" and "MONTREAL" are one city.
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

function placeOf(codes: unknown[], name: unknown, nameAr: unknown): BookingPlace | null {
  const cityName = text(name);
  const keys = [
    ...codes.flatMap((code) => (text(code) ? [`code:${String(code).toUpperCase()}`] : [])),
    ...(cityName ? [`name:${folded(cityName)}`] : []),
  ];
  if (!keys.length) return null;
  const ar = text(nameAr);
  return { keys, name: { en: cityName ?? String(codes.find(text)), ...(ar ? { ar } : {}) } };
}

// The outbound's last arrival, and the return's departure (round trips).
function flightStay(details: Record<string, unknown>): BookingStay | null {
  const offer = details.flightOffer;
  if (!isRecord(offer) || !Array.isArray(offer.itineraries)) return null;
  const outbound: unknown = offer.itineraries[0];
  const segments: unknown = isRecord(outbound) ? outbound.segments : undefined;
  const last: unknown = Array.isArray(segments) ? segments.at(-1) : undefined;
  const arrival = isRecord(last) ? last.arrival : undefined;
  if (!isRecord(arrival) || !text(arrival.at)) return null;
  // The city's code came with the bookings of issue 28; before it, the city's name bridges.
  const place = placeOf(
    [arrival.iataCode, details.arrivalCityCode],
    arrival.cityName,
    arrival.cityNameAr,
  );
  return place
    ? { place, from: String(arrival.at), until: text(details.returnDate) ?? null }
    : null;
}

function hotelStay(booking: Booking, details: Record<string, unknown>): BookingStay | null {
  const { hotel } = details;
  if (!isRecord(hotel)) return null;
  const place = placeOf([hotel.destinationCode], hotel.destinationName, undefined);
  return place ? { place, from: booking.date, until: booking.endDate } : null;
}

function carStay(booking: Booking, details: Record<string, unknown>): BookingStay | null {
  const { pickup } = details;
  if (!isRecord(pickup)) return null;
  // The branch's city (PAR) and its name: a flight to the city's airport meets it by the name.
  const place = placeOf([pickup.cityCode], pickup.cityName, pickup.cityNameAr);
  return place ? { place, from: booking.date, until: booking.endDate } : null;
}

/** Where and when a booking puts the traveller, or null when its details do not say. */
export function bookingStay(booking: Booking): BookingStay | null {
  const { details } = booking;
  if (!isRecord(details)) return null;
  switch (booking.kind) {
    case 'flight':
      return flightStay(details);
    case 'hotel':
      return hotelStay(booking, details);
    case 'car':
      return carStay(booking, details);
    default:
      return null;
  }
}

export const samePlace = (a: BookingPlace, b: BookingPlace) =>
  a.keys.some((key) => b.keys.includes(key));
