import type { Database } from '../../db/client.ts';
import { FLIGHT_PAGE_SIZE } from '../../inventory/flights/constants.ts';
import type { FlightInventory } from '../../inventory/flights/inventory.ts';
import { parseAmount } from '../../inventory/shared/money.ts';
import { localDateTime } from '../../inventory/shared/time.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import type { MailService } from '../mail/service.ts';
import type { FlightOffer } from '../flights/schemas.ts';
import { alreadyCancelled, bookingNotFound, departed, priceChanged } from './conflicts.ts';
import { cancellationMail } from './mail.ts';
import { repriceOffer } from './reprice.ts';
import {
  findBooking,
  listBookings,
  lockBooking,
  markCancelled,
  type FlightBookingRow,
} from './repository.ts';
import type {
  FlightBooking,
  FlightBookingsPage,
  FlightBookingsQuery,
  FlightPricing,
  FlightPricingRequest,
} from './schemas.ts';
import { returnSeats } from './seats.ts';
import { checkParty, partyOfOffer, sameParty } from './travelers.ts';

export interface BookingDeps {
  db: Database;
  clock: Clock;
  inventory: () => Promise<FlightInventory>;
  mail: MailService;
}

export const sameTotal = (a: FlightOffer, b: FlightOffer) =>
  parseAmount(a.price.grandTotal) === parseAmount(b.price.grandTotal);

// POST /api/shopping/flight-offers/pricing/: the offer at today's fare and seats. For another
// party (`travelers`) it is a fresh quote; for the offer's own party a different grand total is
// a 409 price_changed that carries the offer at its new price.
export async function priceFlightOffer(
  deps: BookingDeps,
  request: FlightPricingRequest,
): Promise<FlightPricing> {
  const sent = request.flightOffer;
  const offerParty = partyOfOffer(sent);
  const party = request.travelers ?? offerParty;
  checkParty(
    party,
    request.travelers
      ? { adults: 'travelers.adults', children: 'travelers.children', infants: 'travelers.infants' }
      : {
          adults: 'flightOffer.travelerPricings',
          children: 'flightOffer.travelerPricings',
          infants: 'flightOffer.travelerPricings',
        },
  );
  const repriced = await repriceOffer(
    { db: deps.db, inventory: await deps.inventory(), now: deps.clock.now() },
    sent,
    party,
  );
  if (request.travelers && !sameParty(request.travelers, offerParty)) {
    return { flightOffer: repriced.offer };
  }
  if (!sameTotal(repriced.offer, sent)) throw priceChanged(repriced.offer);
  return { flightOffer: repriced.offer };
}

export function toBooking(row: FlightBookingRow): FlightBooking {
  return {
    id: row.id,
    type: 'flight',
    reference: row.reference,
    status: row.status,
    title: row.title,
    date: row.departureAt,
    returnDate: row.returnAt,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    flightOffer: row.offer,
    travelers: row.travelers,
    contact: row.contact,
    extras: row.extras,
    payment: row.payment,
    price: row.price,
  };
}

export async function listFlightBookings(
  deps: BookingDeps,
  userId: string,
  query: FlightBookingsQuery,
  requestUrl: string,
): Promise<FlightBookingsPage> {
  const page = pageRequest({
    page: query.page,
    page_size: query.page_size ?? FLIGHT_PAGE_SIZE.default,
  });
  const found = await listBookings(deps.db, userId, page);
  return toPage(requestUrl, page, { count: found.count, results: found.rows.map(toBooking) });
}

export async function getFlightBooking(
  deps: BookingDeps,
  userId: string,
  id: string,
): Promise<FlightBooking> {
  const row = await findBooking(deps.db, userId, id);
  if (!row) throw bookingNotFound();
  return toBooking(row);
}

// A flight has departed once its local departure time has passed at its airport.
function hasDeparted(inventory: FlightInventory, offer: FlightOffer, now: Date): boolean {
  const first = offer.itineraries[0]?.segments[0];
  if (!first) return false;
  const zone = inventory.airports.get(first.departure.iataCode)?.timeZone ?? 'UTC';
  return localDateTime(zone, now.getTime()) >= first.departure.at;
}

// Cancels a confirmed or in-progress booking and gives its seats back, in one transaction (the
// booking row is locked, so two cancellations cannot both return the seats).
export async function cancelFlightBooking(
  deps: BookingDeps,
  userId: string,
  id: string,
): Promise<FlightBooking> {
  const inventory = await deps.inventory();
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, userId, id);
    if (!booking) throw bookingNotFound();
    if (booking.status === 'cancelled') throw alreadyCancelled();
    if (hasDeparted(inventory, booking.offer, now)) throw departed();
    await returnSeats(tx, booking.seats, now);
    return markCancelled(tx, booking.id, now);
  });
  const booking = toBooking(row);
  deps.mail.sendLater(cancellationMail(booking));
  return booking;
}
