import type { Database } from '../../../db/client.ts';
import { freeCancellationUntilMs } from '../../../inventory/shared/free-cancellation.ts';
import type { FlightInventory } from '../../../inventory/flights/inventory.ts';
import { parseAmount } from '../../../inventory/shared/money.ts';
import { heldPrice, QUOTE_HOLD } from '../../../inventory/shared/quote-hold.ts';
import { localTimeToUtc } from '../../../inventory/shared/time.ts';
import type { BookingAdapter, CancellationTerms, TimedRecord } from '../../bookings/adapter.ts';
import { FLIGHT_PAYMENT_METHODS } from '../constants.ts';
import type { FlightOffer } from '../schemas.ts';
import { priceChanged } from './conflicts.ts';
import { cancellationMail, confirmationMail } from './mail.ts';
import { bookingPrice } from './price-lines.ts';
import { repriceOffer, type RepricedOffer } from './reprice.ts';
import type { FlightBookingDetails, FlightOrderRequest } from './schemas.ts';
import { returnSeats, takeSeats, type BookedSeats } from './seats.ts';
import { sameTotal } from './service.ts';
import { checkTravelers, partyOfOffer, seatedCount } from './travelers.ts';

// The flight kind of the booking core: an order is checked (travellers against the offer's party
// and their ages, passports), the offer is priced again from its flights (409 unavailable,
// sold_out or price_changed), and the booking holds seats on every flight.

export type FlightBookingAdapter = BookingAdapter<
  FlightOrderRequest,
  FlightBookingDetails,
  BookedSeats
>;
type FlightRecord = TimedRecord<FlightBookingDetails, BookedSeats>;

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

// Lines that pay the fares themselves (bookings moved from the old table called them TICKETS).
const FARE_LINES = new Set(['FARE', 'TICKETS']);

export function createFlightBookingAdapter(deps: {
  db: Database;
  inventory: () => Promise<FlightInventory>;
}): FlightBookingAdapter {
  const { inventory } = deps;

  return {
    kind: 'flight',
    paymentMethods: FLIGHT_PAYMENT_METHODS,
    startedMessage: 'This flight has already departed.',

    async prepare(order, now) {
      const flights = await inventory();
      checkTravelers(order.travelers, order.flightOffer, now);
      const party = partyOfOffer(order.flightOffer);
      const repriced = await repriceOffer(
        { db: deps.db, inventory: flights, now },
        order.flightOffer,
        party,
      );
      const offer = acceptedOffer(repriced, order.flightOffer);
      const { starts, ends, origin, destination } = endsOf(flights, offer);
      return {
        title: `${origin} → ${destination}`,
        starts,
        ends,
        party,
        price: bookingPrice(offer, order.travelers.length, order.extras),
        details: {
          flightOffer: offer,
          travelers: order.travelers,
          extras: order.extras,
          returnDate: offer.itineraries[1]?.segments[0]?.departure.at ?? null,
        },
        holds: { cabin: repriced.cabin, seated: seatedCount(party), flights: repriced.flights },
      };
    },

    take: (tx, holds, now) => takeSeats(tx, holds, now),
    release: (tx, holds, now) => returnSeats(tx, holds, now),

    // Everything back until FREE_CANCELLATION_HOURS before the first departure; after
    // that, until it leaves, everything but the fares; then nothing can be cancelled.
    terms(booking, now): CancellationTerms {
      const freeUntil = new Date(freeCancellationUntilMs(booking.startsAt.getTime()));
      const total = parseAmount(booking.price.total);
      const fares = booking.price.lines
        .filter((line) => FARE_LINES.has(line.code))
        .reduce((sum, line) => sum + parseAmount(line.amount), 0);
      const departed = now >= booking.startsAt;
      const free = now < freeUntil;
      // Nothing was paid yet for a booking waiting for its bank transfer.
      const paid = booking.status !== 'in-progress';
      return {
        allowed: !departed,
        refundMinor: departed || !paid ? 0 : free ? total : total - fares,
        paidMinor: paid ? total : 0,
        free: free && !departed,
        freeUntil,
        freeUntilLocal: localAtStart(booking, freeUntil),
        reason: departed ? 'started' : null,
      };
    },

    async times(booking) {
      const { starts, ends } = endsOf(await inventory(), booking.details.flightOffer);
      return { startsAt: starts.at, endsAt: ends.at };
    },

    confirmationMail,
    cancellationMail,
  };
}

// A moment as the clock at the departure airport shows it, from the offset the booking's own
// start has there (a daylight-saving change in the day before departure would shift it by the
// hour it moves).
function localAtStart(booking: FlightRecord, moment: Date): string {
  const offsetMs = Date.parse(`${booking.startsLocal}Z`) - booking.startsAt.getTime();
  return new Date(moment.getTime() + offsetMs).toISOString().slice(0, 19);
}
