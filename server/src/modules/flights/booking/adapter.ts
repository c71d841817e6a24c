import type { Database } from '../../../db/client.ts';
import type { FlightInventory } from '../../../inventory/flights/inventory.ts';
import { heldPrice, QUOTE_HOLD } from '../../../inventory/shared/quote-hold.ts';
import { cabinCapacity } from '../../../inventory/flights/seats.ts';
import { localTimeToUtc } from '../../../inventory/shared/time.ts';
import type { BookingAdapter } from '../../bookings/adapter.ts';
import { FLIGHT_PAYMENT_METHODS, fareChangeRule } from '../constants.ts';
import type { FlightOffer } from '../schemas.ts';
import { flightCancellationTerms } from './cancellation-terms.ts';
import { checkFlightChange, sameFlights } from './change-rules.ts';
import { priceChanged } from './conflicts.ts';
import { cancellationMail, changeMail, confirmationMail } from './mail.ts';
import { bookingPrice } from './price-lines.ts';
import { repriceOffer, type RepricedOffer } from './reprice.ts';
import type {
  FlightBookingDetails,
  FlightChangeRequest,
  FlightExtras,
  FlightOrderRequest,
  FlightTraveler,
} from './schemas.ts';
import { returnSeats, takeSeats, type BookedSeats } from './seats.ts';
import { sameTotal } from './service.ts';
import { checkTravelers, partyOfOffer, seatedCount, type Party } from './travelers.ts';

// The flight kind of the booking core: an order is checked (travellers against the offer's party
// and their ages, passports), the offer is priced again from its flights (409 unavailable,
// sold_out or price_changed), and the booking holds seats on every flight. A change (issue 28)
// is priced the same way for the booking's travellers: other flights at today's fare plus the
// fare's change fee, or the same flights at the fare paid with other extras.

export type FlightBookingAdapter = BookingAdapter<
  FlightOrderRequest,
  FlightBookingDetails,
  BookedSeats,
  FlightChangeRequest
>;

// Fares rise as flights fill, by a few cents to a few dollars a seat: an order keeps the fare its
// traveller was quoted while at most QUOTE_HOLD.seats more seats have been sold on its flights
// since (inventory/shared/quote-hold.ts), with today's seats left.
function acceptedOffer(repriced: RepricedOffer, sent: FlightOffer): FlightOffer {
  const held = heldPrice(
    QUOTE_HOLD.seats,
    (fewer) => (fewer === 0 ? repriced.offer : repriced.pricedWithFewerSold(fewer)),
    (offer) => sameTotal(offer, sent),
  );
  if (!held) throw priceChanged(repriced.offer);
  return { ...held, numberOfBookableSeats: repriced.offer.numberOfBookableSeats };
}

// The first departure and the last arrival, local at their airports and in UTC.
function endsOf(inventory: FlightInventory, offer: FlightOffer) {
  const first = offer.itineraries[0]?.segments[0];
  const last = offer.itineraries.at(-1)?.segments.at(-1);
  if (!first || !last) throw new Error('a priced offer has flights');
  const at = (code: string, local: string) => {
    const zone = inventory.airports.get(code)?.timeZone ?? 'UTC';
    return localTimeToUtc(zone, local);
  };
  return {
    starts: { local: first.departure.at, at: at(first.departure.iataCode, first.departure.at) },
    ends: { local: last.arrival.at, at: at(last.arrival.iataCode, last.arrival.at) },
    origin: first.departure.iataCode,
    destination: offer.itineraries[0]?.segments.at(-1)?.arrival.iataCode ?? last.arrival.iataCode,
  };
}

// The metropolitan code of the city an airport serves (CDG → PAR): hotels are searched, and a
// traveller's bookings grouped into trips, by city; an offer names only the airport.
const cityCodeOf = (inventory: FlightInventory, airport: string) =>
  [...inventory.cities.values()].find((city) => city.airportCodes.includes(airport))?.code ?? null;

export function createFlightBookingAdapter(deps: {
  db: Database;
  inventory: () => Promise<FlightInventory>;
}): FlightBookingAdapter {
  const { inventory } = deps;

  // The seats an offer's travellers take, priced again and accepted as the order's fare.
  async function seatsFor(offer: FlightOffer, party: Party, now: Date) {
    const repriced = await repriceOffer(
      { db: deps.db, inventory: await inventory(), now },
      offer,
      party,
    );
    const accepted = acceptedOffer(repriced, offer);
    const holds = { cabin: repriced.cabin, seated: seatedCount(party), flights: repriced.flights };
    return { offer: accepted, holds };
  }

  // The seats a booking holds, each flight with its cabin's capacity: a booking moved from the old
  // flight table lacks it, and keeping its flights through a change takes its seats again.
  async function heldSeats(booking: { holds: BookedSeats; details: FlightBookingDetails }) {
    const { holds } = booking;
    if (holds.flights.every((flight) => flight.capacity !== undefined)) return holds;
    const flights = await inventory();
    const segments = booking.details.flightOffer.itineraries.flatMap((leg) => leg.segments);
    return {
      ...holds,
      flights: holds.flights.map((flight) => {
        const segment = segments.find(
          (each) =>
            each.carrierCode === flight.carrier &&
            Number(each.number) === flight.number &&
            each.departure.at.startsWith(flight.departureDate),
        );
        const carrier = flights.carriers.get(flight.carrier);
        const capacity =
          carrier && segment ? cabinCapacity(carrier, segment.aircraft.code, holds.cabin) : 0;
        return { ...flight, capacity: flight.capacity ?? capacity };
      }),
    };
  }

  async function draftOf(
    booked: { offer: FlightOffer; holds: BookedSeats; party: Party },
    travelers: FlightTraveler[],
    extras: FlightExtras,
    changeFees: number,
  ) {
    const { offer, holds, party } = booked;
    const { starts, ends, origin, destination } = endsOf(await inventory(), offer);
    return {
      title: `${origin} → ${destination}`,
      starts,
      ends,
      party,
      price: bookingPrice(offer, travelers.length, extras, changeFees),
      details: {
        flightOffer: offer,
        travelers,
        extras,
        returnDate: offer.itineraries[1]?.segments[0]?.departure.at ?? null,
        arrivalCityCode: cityCodeOf(await inventory(), destination),
      },
      holds,
    };
  }

  return {
    kind: 'flight',
    paymentMethods: FLIGHT_PAYMENT_METHODS,
    startedMessage: 'This flight has already departed.',

    async prepare(order, now) {
      checkTravelers(order.travelers, order.flightOffer, now);
      const party = partyOfOffer(order.flightOffer);
      const seats = await seatsFor(order.flightOffer, party, now);
      return draftOf({ ...seats, party }, order.travelers, order.extras, 0);
    },

    async prepareChange(booking, change, now) {
      const { details, party } = booking;
      const sent = change.flightOffer;
      const newOffer = sent && !sameFlights(sent, details.flightOffer) ? sent : null;
      const extras = change.extras ?? details.extras;
      const terms = flightCancellationTerms(booking, now);
      checkFlightChange({ details, newOffer, extras, ...terms });
      const feesBefore =
        booking.price.lines.find((line) => line.code === 'CHANGE_FEE')?.quantity ?? 0;
      if (!newOffer) {
        const same = { offer: details.flightOffer, holds: await heldSeats(booking), party };
        return draftOf(same, details.travelers, extras, feesBefore);
      }
      checkTravelers(details.travelers, newOffer, now);
      const seats = await seatsFor(newOffer, party, now);
      const fee = fareChangeRule(details.flightOffer) === 'fee' ? details.travelers.length : 0;
      return draftOf({ ...seats, party }, details.travelers, extras, feesBefore + fee);
    },

    take: (tx, holds, now) => takeSeats(tx, holds, now),
    release: (tx, holds, now) => returnSeats(tx, holds, now),

    terms: flightCancellationTerms,

    async times(booking) {
      const { starts, ends } = endsOf(await inventory(), booking.details.flightOffer);
      return { startsAt: starts.at, endsAt: ends.at };
    },

    confirmationMail,
    cancellationMail,
    changeMail,
  };
}
