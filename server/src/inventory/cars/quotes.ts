import type { CurrencyCode } from '../shared/currencies.ts';
import { seededRandom } from '../shared/random.ts';
import { CAR_COLOURS, type CarColour } from './constants.ts';
import { FLEET_YEAR } from './data/suppliers.ts';
import { availability, busyDays, rentalDays, type SoldCars } from './fleet.ts';
import { priceRental, type RentalPrice } from './pricing.ts';
import type { Rental } from './rental.ts';
import type { CarClassInfo, Supplier } from './types.ts';

// A rental priced: one supplier's car class for the rental's times and driver, with the cars left
// and what cancelling would cost. A search is every class of every supplier at the pickup branch
// that a driver of that age may rent and that has a car left.

export interface Quote {
  rental: Rental;
  supplier: Supplier;
  carClass: CarClassInfo;
  fleet: number;
  // The calendar days the car is out, and each one's cars for Safar (holds keep them).
  dates: readonly string[];
  capacities: readonly number[];
  carsLeft: number;
  price: RentalPrice;
  colour: CarColour;
  year: number;
  // Whether cancelling now is free, and what cancelling later (until pickup) keeps: one day of
  // the car, or everything for a supplier that rents non-refundable only.
  freeNow: boolean;
  lateChargeMinor: number;
}

const DARK_COLOURS: readonly CarColour[] = ['black', 'white', 'grey', 'silver'];

// The colour a supplier's cars of a class are in, in a city: the same on every search.
export function colourOf(cityCode: string, supplier: Supplier, carClass: CarClassInfo): CarColour {
  const colours =
    carClass.category === 'luxury' || carClass.category === 'premium' ? DARK_COLOURS : CAR_COLOURS;
  const random = seededRandom('colour', cityCode, supplier.code, carClass.code)();
  return colours[Math.floor(random * colours.length)] as CarColour;
}

// The calendar days of a rental and how busy each is at the pickup branch: the same for every car
// of a search.
export function daysOf(rental: Rental) {
  const dates = rentalDays(rental.pickupDate, rental.returnDate);
  return { dates, busy: busyDays(rental.pickup, dates) };
}

// The class priced for the rental, or null when the supplier has none of it at the branch.
// `moreSold` prices it as if that many fewer cars had been rented since (an order keeps its
// quote while a few more cars go: see offers.ts in the cars module).
export function quoteClass(
  rental: Rental,
  supplier: Supplier,
  carClass: CarClassInfo,
  sold: SoldCars,
  currency: CurrencyCode,
  nowMs: number,
  moreSold = 0,
  days: ReturnType<typeof daysOf> = daysOf(rental),
): Quote | null {
  const { dates } = days;
  const { fleet, capacities, carsLeft } = availability(
    rental.pickup,
    supplier,
    carClass,
    dates,
    sold,
    days.busy,
  );
  if (fleet === 0) return null;
  const price = priceRental({
    pickup: rental.pickup,
    dropoff: rental.dropoff,
    supplier,
    carClass,
    pickupDate: rental.pickupDate,
    today: rental.today,
    days: rental.days,
    driverAge: rental.driverAge,
    currency,
    carsLeft: Math.min(fleet, carsLeft + moreSold),
    fleet,
  });
  return {
    rental,
    supplier,
    carClass,
    fleet,
    dates,
    capacities,
    carsLeft,
    price,
    colour: colourOf(rental.pickup.city.code, supplier, carClass),
    year: FLEET_YEAR - supplier.fleetAge,
    freeNow: supplier.refundable && nowMs < rental.freeUntilMs,
    lateChargeMinor: supplier.refundable ? price.perDayMinor : price.totalMinor,
  };
}

// Every car a driver of the rental's age can rent at its pickup branch, with a car left.
export function quoteRental(
  rental: Rental,
  classes: readonly CarClassInfo[],
  sold: SoldCars,
  currency: CurrencyCode,
  nowMs: number,
): Quote[] {
  const quotes: Quote[] = [];
  const days = daysOf(rental);
  for (const supplier of rental.pickup.city.suppliers) {
    for (const carClass of classes) {
      if (carClass.minAge > rental.driverAge) continue;
      const quote = quoteClass(rental, supplier, carClass, sold, currency, nowMs, 0, days);
      if (quote && quote.carsLeft > 0) quotes.push(quote);
    }
  }
  return quotes;
}
