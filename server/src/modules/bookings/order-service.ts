import { randomUUID } from 'node:crypto';
import { badRequest } from '../../lib/api-error.ts';
import { violatedUniqueConstraint } from '../../lib/unique-violation.ts';
import type { FlightOffer } from '../flights/schemas.ts';
import { checkCard } from './card.ts';
import { idempotencyKeyReused, priceChanged } from './conflicts.ts';
import { IDEMPOTENCY_KEY_TTL_MS, requestHash } from './idempotency.ts';
import { confirmationMail } from './mail.ts';
import { bookingPrice } from './price-lines.ts';
import { generateReference } from './reference.ts';
import { repriceOffer, type OfferFlight, type RepricedOffer } from './reprice.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  insertBooking,
  type FlightBookingRow,
  type IdempotencyKeyRow,
} from './repository.ts';
import type { FlightBooking, FlightOrderRequest } from './schemas.ts';
import { identity, takeSeats } from './seats.ts';
import { sameTotal, toBooking, type BookingDeps } from './service.ts';
import { checkTravelers, partyOfOffer, seatedCount } from './travelers.ts';

// POST /api/booking/flight-orders/. In order: a stored answer for the Idempotency-Key is replayed;
// the request is checked (travellers, card); the offer is priced again (409 unavailable, sold_out
// or price_changed); then one transaction claims the key, takes the seats on every flight and
// inserts the booking, so a failure anywhere leaves nothing behind. Only a 201 is stored for the
// key: a refused request can be corrected and sent again with the same key.

// A reference already taken is drawn again (about one chance in 10^9 per booking).
const REFERENCE_ATTEMPTS = 5;

type Draft = Omit<FlightBookingRow, 'id' | 'reference'>;

type Commit =
  { kind: 'created'; booking: FlightBooking } | { kind: 'stored'; row: IdempotencyKeyRow };

// Fares rise as flights fill, by a few cents to a few dollars a seat. An order therefore keeps
// the fare its traveller was quoted while at most this many more seats have been sold on its
// flights since: travellers racing for the last seats of a flight are not each sent back with a
// new price, while any other difference (a tampered total, another day's fare) is refused. The
// fare kept is one the engine itself gave, never more than today's.
const QUOTE_HOLD_SEATS = 9;

function acceptedOffer(repriced: RepricedOffer, sent: FlightOffer): FlightOffer {
  if (sameTotal(repriced.offer, sent)) return repriced.offer;
  for (let fewer = 1; fewer <= QUOTE_HOLD_SEATS; fewer += 1) {
    const quoted = repriced.pricedWithFewerSold(fewer);
    if (quoted && sameTotal(quoted, sent)) {
      return { ...quoted, numberOfBookableSeats: repriced.offer.numberOfBookableSeats };
    }
  }
  throw priceChanged(repriced.offer);
}

// Only 201s are stored: the replay is the booking the first request created.
function replay(stored: IdempotencyKeyRow, hash: string): FlightBooking {
  if (stored.requestHash !== hash) throw idempotencyKeyReused();
  return stored.response as FlightBooking;
}

// Only the method, and for a card its brand and last four digits; a card sent with another
// method is ignored.
function paymentOf(payment: FlightOrderRequest['payment'], now: Date): FlightBooking['payment'] {
  if (payment.method !== 'credit-card') return { method: payment.method };
  if (!payment.card) {
    throw badRequest('payment.card: is required to pay by credit card', 'invalid', 'payment.card');
  }
  return { method: payment.method, ...checkCard(payment.card, now) };
}

function draftBooking(
  userId: string,
  request: FlightOrderRequest,
  offer: FlightOffer,
  seats: { flights: readonly OfferFlight[]; cabin: FlightOffer['class']; seated: number },
  payment: FlightBooking['payment'],
  now: Date,
): Draft {
  const outbound = offer.itineraries[0];
  const first = outbound?.segments[0];
  const last = outbound?.segments.at(-1);
  if (!first || !last) throw new Error('a priced offer has flights');
  return {
    userId,
    status: payment.method === 'bank-transfer' ? 'in-progress' : 'confirmed',
    title: `${first.departure.iataCode} → ${last.arrival.iataCode}`,
    departureAt: first.departure.at,
    returnAt: offer.itineraries[1]?.segments[0]?.departure.at ?? null,
    offer,
    travelers: request.travelers,
    contact: request.contact,
    extras: request.extras,
    payment,
    price: bookingPrice(offer, request.travelers.length, request.extras),
    seats: { cabin: seats.cabin, seated: seats.seated, flights: seats.flights.map(identity) },
    createdAt: now,
    cancelledAt: null,
  };
}

export async function placeFlightOrder(
  deps: BookingDeps,
  userId: string,
  idempotencyKey: string | null,
  request: FlightOrderRequest,
): Promise<FlightBooking> {
  const now = deps.clock.now();
  const staleBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const hash = requestHash(request);
  if (idempotencyKey !== null) {
    const stored = await findIdempotencyKey(deps.db, userId, idempotencyKey, staleBefore);
    if (stored) return replay(stored, hash);
  }

  checkTravelers(request.travelers, request.flightOffer, now);
  const payment = paymentOf(request.payment, now);
  const party = partyOfOffer(request.flightOffer);
  const repriced = await repriceOffer(
    { db: deps.db, inventory: await deps.inventory(), now },
    request.flightOffer,
    party,
  );
  const offer = acceptedOffer(repriced, request.flightOffer);
  const seats = { flights: repriced.flights, cabin: repriced.cabin, seated: seatedCount(party) };
  const draft = draftBooking(userId, request, offer, seats, payment, now);

  for (let attempt = 1; ; attempt += 1) {
    const row: FlightBookingRow = { ...draft, id: randomUUID(), reference: generateReference() };
    const booking = toBooking(row);
    let outcome: Commit;
    try {
      outcome = await deps.db.transaction(async (tx): Promise<Commit> => {
        if (idempotencyKey !== null) {
          const claim = {
            userId,
            key: idempotencyKey,
            requestHash: hash,
            statusCode: 201,
            response: booking,
            createdAt: now,
          };
          if (!(await claimIdempotencyKey(tx, claim, staleBefore))) {
            const stored = await findIdempotencyKey(tx, userId, idempotencyKey, staleBefore);
            if (!stored) throw new Error('an idempotency key claimed elsewhere has no row');
            return { kind: 'stored', row: stored };
          }
        }
        await takeSeats(tx, seats.flights, seats.cabin, seats.seated, now);
        await insertBooking(tx, row);
        return { kind: 'created', booking };
      });
    } catch (error) {
      const retry = violatedUniqueConstraint(error) === 'flight_bookings_reference_unique';
      if (retry && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
    if (outcome.kind === 'stored') return replay(outcome.row, hash);
    // After the commit; a mail that cannot be sent is logged and the booking stands.
    deps.mail.sendLater(confirmationMail(outcome.booking));
    return outcome.booking;
  }
}
