import type { FlightBooking } from '@/features/flights/api/booking-api';
import { carUrlParams } from '@/features/cars/model/car-search';
import { hotelUrlParams } from '@/features/hotels/model/hotel-url';
import { addDaysIso } from '@/lib/iso-date';
import { localDateTime } from '@/lib/local-time';

/*
 * After a flight is booked, the searches a traveller makes next, filled in: hotels in the city the
 * flight lands in from the arrival day to the return flight's day (a one-way: three nights), and
 * cars at the arrival airport from an hour after landing until two hours before the return flight
 * (a one-way: three days). The app layer composes them: the flights feature does not know the
 * hotels' and cars' URLs.
 */

const ONE_WAY_NIGHTS = 3;
const HOUR_MS = 3_600_000;

export interface NextSearches {
  /** The city's name, English and Arabic as the offer gives them. */
  city: { en: string; ar: string };
  airport: string;
  /** The stay's days (YYYY-MM-DD). */
  checkIn: string;
  checkOut: string;
  /** Null when the booking does not name the city's code (a booking from before it did). */
  hotels: string | null;
  cars: string;
}

// A local time moved by whole hours and cut to the hour (no offset: read and written as UTC).
function shiftedHour(at: string, hours: number, round: 'up' | 'down'): string {
  const ms = localDateTime(at).getTime() + hours * HOUR_MS;
  const cut = (round === 'up' ? Math.ceil : Math.floor)(ms / HOUR_MS) * HOUR_MS;
  return new Date(cut).toISOString().slice(0, 16);
}

export function nextSearchesAfter(booking: FlightBooking): NextSearches | null {
  const { flightOffer, returnDate, arrivalCityCode } = booking.details;
  const arrival = flightOffer.itineraries[0]?.segments.at(-1)?.arrival;
  if (!arrival) return null;
  const checkIn = arrival.at.slice(0, 10);
  const lastDay = returnDate?.slice(0, 10);
  const checkOut =
    lastDay && lastDay > checkIn ? lastDay : addDaysIso(checkIn, returnDate ? 1 : ONE_WAY_NIGHTS);
  const cityName = arrival.cityName ?? arrival.iataCode;
  const hotels = arrivalCityCode
    ? `/hotels?${hotelUrlParams({
        place: { kind: 'city', code: arrivalCityCode, name: cityName },
        checkIn,
        checkOut,
        rooms: [{ adults: booking.party.adults, childAges: [] }],
      })}`
    : null;
  const pickup = shiftedHour(arrival.at, 1, 'up');
  const dropoff = returnDate
    ? shiftedHour(returnDate, -2, 'down')
    : shiftedHour(arrival.at, 24 * ONE_WAY_NIGHTS + 1, 'up');
  const cars = `/cars?${carUrlParams({
    pickupLocation: arrival.iataCode,
    dropoffLocation: arrival.iataCode,
    pickupDate: pickup.slice(0, 10),
    pickupTime: pickup.slice(11, 16),
    ...(dropoff > pickup
      ? { returnDate: dropoff.slice(0, 10), returnTime: dropoff.slice(11, 16) }
      : {}),
  })}`;
  return {
    city: { en: cityName, ar: arrival.cityNameAr ?? cityName },
    airport: arrival.iataCode,
    checkIn,
    checkOut,
    hotels,
    cars,
  };
}
