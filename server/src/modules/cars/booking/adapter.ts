import type { Database } from '../../../db/client.ts';
import { freeCancellationUntilMs } from '../../../inventory/shared/free-cancellation.ts';
import { carName } from '../../../inventory/cars/content.ts';
import type { CarInventory } from '../../../inventory/cars/inventory.ts';
import { formatMinorUnits, parseAmount } from '../../../inventory/shared/money.ts';
import { localTimeToUtc } from '../../../inventory/shared/time.ts';
import { ApiError, badRequest } from '../../../lib/api-error.ts';
import type {
  BookingAdapter,
  BookingDraft,
  CancellationTerms,
  TimedRecord,
} from '../../bookings/adapter.ts';
import { CAR_PAYMENT_METHODS } from '../constants.ts';
import { chosenExtras, depositOf, driverAgeFrom, excessWith, rentalPrice } from '../extras.ts';
import { acceptedQuote, resolveOffer } from '../offers.ts';
import { toCar, toCarBranch, toCarSupplier, toMileage } from '../views.ts';
import { returnCar, takeCar, type BookedCar } from './cars.ts';
import { sameCarAt } from './same-car.ts';
import { cancellationMail, changeMail, confirmationMail } from './mail.ts';
import type { CarBookingDetails, CarChangeRequest, CarOrderRequest } from './schemas.ts';

// The car kind of the booking core: an order's offer is priced again with the driver's age on
// the pickup day (409 unavailable, sold_out or price_changed), and the booking holds one car of
// its class at the pickup branch on every day of the rental. Cancelling is free until
// FREE_CANCELLATION_HOURS before pickup on the branch's clock; later, until pickup, one day of
// the car is kept; a supplier that rents non-refundable only keeps everything paid.

export type CarBookingAdapter = BookingAdapter<
  CarOrderRequest,
  CarBookingDetails,
  BookedCar,
  CarChangeRequest
>;
type CarRecord = TimedRecord<CarBookingDetails, BookedCar>;

const TIME_FIELDS = ['pickupDate', 'pickupTime', 'returnDate', 'returnTime'] as const;

export function createCarBookingAdapter(deps: {
  db: Database;
  inventory: () => Promise<CarInventory>;
}): CarBookingAdapter {
  // An order's or a change's offer priced again with the driver's age on the pickup day; a
  // change's with the car it already holds counted as given back (`own`).
  async function priceRental(
    order: Pick<CarOrderRequest, 'offerId' | 'driver' | 'extras'> & {
      payment: { method: string };
    },
    now: Date,
    own: BookedCar | null = null,
  ): Promise<BookingDraft<CarBookingDetails, BookedCar>> {
    const inventory = await deps.inventory();
    const nowMs = now.getTime();
    const quoted = resolveOffer(inventory, order.offerId, nowMs);
    if (!quoted) throw badRequest('offerId: is not a car offer', 'invalid', 'offerId');
    const age = driverAgeFrom(
      order.driver.dateOfBirth,
      quoted.fields.pickupDate,
      quoted.carClass.minAge,
      'driver.dateOfBirth',
    );
    const offer = resolveOffer(inventory, order.offerId, nowMs, age) ?? quoted;
    const { supplier, carClass, rental } = offer;
    if (order.payment.method === 'pay-on-pickup' && !supplier.refundable) {
      throw badRequest(
        `payment.method: ${supplier.name} rents non-refundable only and takes payment when booking`,
        'invalid',
        'payment.method',
      );
    }
    const quote = await acceptedQuote({ db: deps.db, inventory, now }, offer, own);
    const currency = offer.fields.currency;
    const extras = chosenExtras(order.extras);
    const pickupAt = `${rental.pickupDate}T${rental.pickupTime}:00`;
    const returnAt = `${rental.returnDate}T${rental.returnTime}:00`;
    return {
      title: `${carName(carClass).en}, ${rental.pickup.name}`,
      starts: { local: pickupAt, at: new Date(rental.pickupMs) },
      ends: { local: returnAt, at: new Date(rental.returnMs) },
      party: { adults: 1, children: 0, infants: 0 },
      price: rentalPrice(quote, extras, currency),
      details: {
        offerId: order.offerId,
        car: toCar(quote),
        supplier: toCarSupplier(supplier),
        pickup: toCarBranch(rental.pickup),
        dropoff: toCarBranch(rental.dropoff),
        pickupAt,
        returnAt,
        days: rental.days,
        perDay: formatMinorUnits(quote.price.perDayMinor),
        driver: order.driver,
        extras,
        deposit: depositOf(quote, currency),
        excess: excessWith(quote, extras, currency),
        mileage: toMileage(supplier, currency),
        fuelPolicy: supplier.fuelPolicy,
        refundable: supplier.refundable,
        freeCancellationUntil: supplier.refundable ? rental.freeUntilLocal : null,
        lateCancellationCharge: formatMinorUnits(quote.lateChargeMinor),
      },
      holds: {
        branchCode: rental.pickup.code,
        supplierCode: supplier.code,
        carClass: carClass.code,
        days: [...quote.dates],
        capacities: [...quote.capacities],
      },
    };
  }

  // The change's offer: as sent, or the car as booked at the new times.
  async function changedOffer(booking: CarRecord, change: CarChangeRequest, now: Date) {
    const { offerId, pickupDate, pickupTime, returnDate, returnTime, dropoffLocation } = change;
    const timed = [pickupDate, pickupTime, returnDate, returnTime, dropoffLocation].some(
      (value) => value !== undefined,
    );
    if (offerId !== undefined && !timed) return offerId;
    if (offerId === undefined && pickupDate && pickupTime && returnDate && returnTime) {
      const inventory = await deps.inventory();
      const times = { pickupDate, pickupTime, returnDate, returnTime, dropoffLocation };
      return sameCarAt({ db: deps.db, inventory, now }, booking, times);
    }
    const field =
      offerId !== undefined
        ? 'offerId'
        : (TIME_FIELDS.find((name) => change[name] === undefined) ?? 'pickupDate');
    throw badRequest(
      `${field}: send either offerId, or pickupDate, pickupTime, returnDate and returnTime for the car as booked`,
      'invalid',
      field,
    );
  }

  return {
    kind: 'car',
    paymentMethods: CAR_PAYMENT_METHODS,
    startedMessage: 'This car has already been collected.',

    prepare: (order, now) => priceRental(order, now),

    // A rental may change (dates, times, drop-off branch, add-ons; the same car of the same
    // supplier from the same branch) while it could be cancelled for free: the difference is then
    // all paid or all given back, as cancelling would. It is priced as if its car were given back
    // first, as the change does: the renter is not charged for their own car being out, and a
    // car that is the last of its class because it is theirs can be kept.
    async prepareChange(booking, change, now) {
      if (!rentalTerms(booking, now).free) {
        const until = booking.details.freeCancellationUntil;
        throw new ApiError(409, {
          detail: until
            ? `This rental can no longer be changed: changes were free until ${until.replace('T', ' ').slice(0, 16)} branch time.`
            : 'A non-refundable rental cannot be changed.',
          code: 'change_not_allowed',
        });
      }
      const { details } = booking;
      const draft = await priceRental(
        {
          offerId: await changedOffer(booking, change, now),
          driver: details.driver,
          extras: change.extras ?? details.extras,
          payment: booking.payment,
        },
        now,
        booking.holds,
      );
      const same =
        draft.details.supplier.code === details.supplier.code &&
        draft.holds.carClass === booking.holds.carClass &&
        draft.details.pickup.code === details.pickup.code;
      if (!same) {
        throw badRequest(
          'offerId: a change keeps the car, its supplier and the pickup branch; for another, book it and cancel this booking',
          'other_car',
          'offerId',
        );
      }
      return draft;
    },

    take: (tx, holds, now) => takeCar(tx, holds, now),
    release: (tx, holds, now) => returnCar(tx, holds, now),

    terms: rentalTerms,

    async times(booking) {
      const { pickup, dropoff, pickupAt, returnAt } = booking.details;
      return {
        startsAt: localTimeToUtc(pickup.timeZone, pickupAt),
        endsAt: localTimeToUtc(dropoff.timeZone, returnAt),
      };
    },

    confirmationMail,
    cancellationMail,
    changeMail,
  };
}

// Paid on pickup, nothing was paid online and nothing comes back. Otherwise everything comes
// back until the deadline; then, until pickup, all but the late charge (one day of the car,
// or everything for a non-refundable supplier); once the car is collected nothing can be
// cancelled.
function rentalTerms(booking: CarRecord, now: Date): CancellationTerms {
  const details = booking.details;
  const started = now >= booking.startsAt;
  const paid = booking.payment.method === 'pay-on-pickup' ? 0 : parseAmount(booking.price.total);
  const deadline = details.refundable
    ? new Date(freeCancellationUntilMs(booking.startsAt.getTime()))
    : null;
  const late = deadline === null || now >= deadline;
  const charged = late ? Math.min(paid, parseAmount(details.lateCancellationCharge)) : 0;
  return {
    allowed: !started,
    refundMinor: started ? 0 : paid - charged,
    paidMinor: paid,
    free: !started && !late,
    freeUntil: deadline,
    freeUntilLocal: details.freeCancellationUntil,
    reason: started ? 'started' : null,
  };
}
