import type { Database } from '../../db/client.ts';
import { RENTAL_LIMITS } from '../../inventory/cars/constants.ts';
import type { CarInventory } from '../../inventory/cars/inventory.ts';
import type { SoldCars } from '../../inventory/cars/fleet.ts';
import { decodeOfferId, type OfferIdFields } from '../../inventory/cars/offer-id.ts';
import { quoteClass, type Quote } from '../../inventory/cars/quotes.ts';
import { rentalAt, type Rental } from '../../inventory/cars/rental.ts';
import { heldPrice, QUOTE_HOLD } from '../../inventory/shared/quote-hold.ts';
import type { CarClassInfo, Supplier } from '../../inventory/cars/types.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { BookedCar } from './booking/cars.ts';
import type { OfferUnavailableReason } from './constants.ts';
import { findCarsOut } from './repository.ts';
import type { CarOfferDetail } from './schemas.ts';
import { toCarOfferDetail } from './views.ts';

// An offer id priced again: what GET /api/cars/offers/{id}/, its pricing and a booking start
// from. An id is only ever a request to price its fields again; nothing it says about the price
// is trusted.

export interface OfferDeps {
  db: Database;
  inventory: CarInventory;
  now: Date;
}

export interface ResolvedOffer {
  fields: OfferIdFields;
  supplier: Supplier;
  carClass: CarClassInfo;
  rental: Rental;
}

export const offerNotFound = () =>
  new ApiError(404, { detail: 'This car offer does not exist.', code: 'not_found' });

export const offerUnavailable = () =>
  new ApiError(409, {
    detail: 'This car can no longer be booked for these times. Please search again.',
    code: 'unavailable',
  });

export const carSoldOut = () =>
  new ApiError(409, { detail: 'No car of this class is left for these times.', code: 'sold_out' });

export const offerPriceChanged = (offer: CarOfferDetail) =>
  new ApiError(409, { detail: 'The price of this car has changed.', code: 'price_changed', offer });

// The offer an id names, when it is one the engine could have made (branches that exist, in one
// country, a supplier renting the class at the pickup branch), or null.
export function resolveOffer(
  inventory: CarInventory,
  id: string,
  nowMs: number,
  driverAge?: number,
): ResolvedOffer | null {
  const fields = decodeOfferId(id);
  if (!fields) return null;
  const pickup = inventory.branches.get(fields.pickup);
  const dropoff = inventory.branches.get(fields.dropoff);
  const supplier = pickup?.city.suppliers.find((each) => each.code === fields.supplier);
  if (!pickup || !dropoff || !supplier || !supplier.classes.includes(fields.carClass)) return null;
  if (dropoff.city.countryCode !== pickup.city.countryCode) return null;
  const carClass = inventory.carClass(fields.carClass);
  const rental = rentalAt(
    {
      pickup,
      dropoff,
      pickupDate: fields.pickupDate,
      pickupTime: fields.pickupTime,
      returnDate: fields.returnDate,
      returnTime: fields.returnTime,
      driverAge: driverAge ?? fields.driverAge,
    },
    nowMs,
  );
  if (rental.returnMs <= rental.pickupMs || rental.days > RENTAL_LIMITS.daysMax) return null;
  if (fields.driverAge < carClass.minAge) return null;
  return { fields, supplier, carClass, rental };
}

// Cars out, less a booking's own car on the days it holds it.
function carsOutWithout(sold: SoldCars, own: BookedCar): SoldCars {
  const days = new Set(own.days);
  return (supplierCode, carClass, day) => {
    const out = sold(supplierCode, carClass, day);
    const owned = supplierCode === own.supplierCode && carClass === own.carClass && days.has(day);
    return owned ? Math.max(0, out - 1) : out;
  };
}

// The offer priced now with the cars rented (`price(more)`: with that many more cars left), or a
// null quote when the supplier keeps no such car there. `own` is a booking's car when the offer is
// a change of it: priced and counted as if given back first, as the change itself does (issue
// 28); `searched` then prices it as a search does, with that car counted as out.
export async function quoteNow(
  deps: OfferDeps,
  offer: ResolvedOffer,
  own: BookedCar | null = null,
) {
  const { rental } = offer;
  const sold = await findCarsOut(deps.db, rental.pickup.code, rental.pickupDate, rental.returnDate);
  const pricedWith = (cars: SoldCars) => (more: number) =>
    quoteClass(
      rental,
      offer.supplier,
      offer.carClass,
      cars,
      offer.fields.currency,
      deps.now.getTime(),
      more,
    );
  const searched = pricedWith(sold);
  const price =
    own && own.branchCode === rental.pickup.code ? pricedWith(carsOutWithout(sold, own)) : searched;
  return { quote: price(0), price, searched };
}

// Why the offer cannot be booked now: its pickup is within the lead time, or no car is left.
export function unavailableReason(quote: Quote, nowMs: number): OfferUnavailableReason | null {
  if (nowMs >= quote.rental.pickupMs - RENTAL_LIMITS.leadMinutes * 60_000) return 'started';
  return quote.carsLeft > 0 ? null : 'sold_out';
}

export const detailOf = (quote: Quote, offer: ResolvedOffer, nowMs: number) =>
  toCarOfferDetail(quote, offer.fields.currency, unavailableReason(quote, nowMs));

// The quote an order or a pricing goes ahead with: today's, or one priced with up to
// QUOTE_HOLD.cars more cars left whose total is the one quoted. A change's offer may carry a
// search's price, made with the booking's own car counted as out: it goes ahead at the same price
// without it, never more than the offer's. 409 when the rental can no longer be made, no car is
// left, or the price moved further.
export async function acceptedQuote(
  deps: OfferDeps,
  offer: ResolvedOffer,
  own: BookedCar | null = null,
): Promise<Quote> {
  const nowMs = deps.now.getTime();
  const { quote, price, searched } = await quoteNow(deps, offer, own);
  if (!quote) throw offerUnavailable();
  const reason = unavailableReason(quote, nowMs);
  if (reason === 'started') throw offerUnavailable();
  if (reason === 'sold_out') throw carSoldOut();
  const views = price === searched ? [price] : [price, searched];
  // The fewest more cars left at which the offer's total is a price either view gives.
  const more = heldPrice(
    QUOTE_HOLD.cars,
    (extraLeft) => extraLeft,
    (extraLeft) =>
      views.some((view) => view(extraLeft)?.price.totalMinor === offer.fields.totalMinor),
  );
  const held = more === null ? null : more === 0 ? quote : price(more);
  if (held) return held;
  throw offerPriceChanged(detailOf(quote, offer, nowMs));
}
