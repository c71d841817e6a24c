import type { CarBookingDetails } from '../../cars/booking/schemas.ts';
import type { FlightBookingDetails } from '../../flights/booking/schemas.ts';
import type { HotelBookingDetails } from '../../hotels/booking/schemas.ts';
import { isolate, isolateLtr } from './bidi-runs.ts';
import type { DocumentContext, DocumentSection } from './content.ts';

// Each kind's own part of its documents: where and when (on each place's clock, with its zone),
// who travels, and the zone the booking's cancellation deadline is on.

export interface KindContent {
  sections: DocumentSection[];
  startZone: string;
}

// A booking's details have its kind's shape (the view types them loosely for every kind).
const detailsOf = <Details>(context: DocumentContext) =>
  context.booking.details as unknown as Details;

function flightContent(context: DocumentContext): KindContent {
  const { words, numerals, options } = context;
  const details = detailsOf<FlightBookingDetails>(context);
  const arabic = options.lang === 'ar';
  const segments = details.flightOffer.itineraries.flatMap((itinerary) => itinerary.segments);
  const place = (end: (typeof segments)[number]['departure']) => {
    const zone = options.airportZone(end.iataCode);
    const name = arabic ? end.nameAr : end.name;
    const airport = name ? `${isolate(name)} ${end.iataCode}` : end.iataCode;
    return `${airport}${words.comma}${words.localTime(numerals.localTime(end.at), zone)}`;
  };
  const flights: DocumentSection = {
    heading: words.flights,
    rows: segments.flatMap((segment) => [
      {
        label: `${words.flight} ${segment.carrierCode}${segment.number}`,
        value: isolateLtr(`${segment.departure.iataCode} – ${segment.arrival.iataCode}`),
      },
      { label: words.departs, value: place(segment.departure) },
      { label: words.arrives, value: place(segment.arrival) },
    ]),
  };
  const travellers: DocumentSection = {
    heading: words.travellers,
    rows: details.travelers.map((traveler) => ({
      label: isolate(traveler.fullName),
      value: words.travellerTypes[traveler.travelerType],
    })),
  };
  const first = segments[0]?.departure.iataCode;
  return {
    sections: [flights, travellers],
    startZone: first ? options.airportZone(first) : 'UTC',
  };
}

function hotelContent(context: DocumentContext): KindContent {
  const { booking, words, numerals } = context;
  const { hotel, rates, nights, holder } = detailsOf<HotelBookingDetails>(context);
  const at = (local: string) => words.localTime(numerals.localTime(local), hotel.timeZone);
  const stay: DocumentSection = {
    heading: words.hotel,
    rows: [
      { label: words.hotel, value: isolate(`${hotel.name}, ${hotel.categoryName}`) },
      { label: words.address, value: isolate(hotel.address) },
      { label: words.checkIn, value: at(booking.date) },
      { label: words.checkOut, value: at(booking.endDate) },
      { label: words.nights, value: numerals.number(nights) },
      ...rates.map((rate) => ({
        label: words.rooms,
        value: `${numerals.number(rate.rooms)} × ${isolate(`${rate.roomName}, ${rate.boardName}`)}`,
      })),
    ],
  };
  const guests: DocumentSection = {
    heading: words.travellers,
    rows: [
      { label: words.holder, value: isolate(holder.fullName) },
      ...rates.flatMap((rate) =>
        rate.guests.map((guest) => ({ label: words.travellers, value: isolate(guest) })),
      ),
    ],
  };
  return { sections: [stay, guests], startZone: hotel.timeZone };
}

function carContent(context: DocumentContext): KindContent {
  const { booking, words, numerals, options } = context;
  const { car, supplier, pickup, dropoff, days, driver } = detailsOf<CarBookingDetails>(context);
  const arabic = options.lang === 'ar';
  const branch = (place: typeof pickup, local: string) =>
    `${isolate(arabic ? place.nameAr : place.name)}${words.comma}${isolate(arabic ? place.addressAr : place.address)}${words.comma}${words.localTime(numerals.localTime(local), place.timeZone)}`;
  const rental: DocumentSection = {
    heading: words.car,
    rows: [
      { label: words.car, value: isolate(`${car.name}, ${car.acriss}`) },
      { label: words.supplier, value: isolate(supplier.name) },
      { label: words.pickup, value: branch(pickup, booking.date) },
      { label: words.dropoff, value: branch(dropoff, booking.endDate) },
      { label: words.rentalDays, value: numerals.number(days) },
      { label: words.driver, value: isolate(driver.fullName) },
    ],
  };
  return { sections: [rental], startZone: pickup.timeZone };
}

export function kindContent(context: DocumentContext): KindContent {
  switch (context.booking.kind) {
    case 'flight':
      return flightContent(context);
    case 'hotel':
      return hotelContent(context);
    case 'car':
      return carContent(context);
  }
}
