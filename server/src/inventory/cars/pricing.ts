import { daysAheadFactor, scarcityFactor, seasonFactor } from '../hotels/pricing.ts';
import type { CurrencyCode } from '../shared/currencies.ts';
import { toMinorUnits } from '../shared/money.ts';
import { seededRandom } from '../shared/random.ts';
import { dayNumber } from '../shared/time.ts';
import { distanceKm } from '../shared/geo.ts';
import { CAR_PRICES_USD, DRIVER_AGE } from './constants.ts';
import type { Branch, CarClassInfo, Supplier } from './types.ts';

// What a rental costs (README.md, "Prices"), in whole minor units of the currency: the car's
// price per rental day is worked out in US dollars and converted once, then multiplied, so every
// line is exact and the total is exactly their sum.

// Cars vary less between cities than hotel rooms do: only this part of the price follows the
// city's cost level.
const COST_LEVEL_SHARE = 0.45;
// A stable ±4 % per branch, supplier, class and pickup date, as real rates wander.
const DAY_NOISE = 0.04;

export interface RentalPrice {
  perDayMinor: number;
  days: number;
  carMinor: number;
  oneWayMinor: number;
  youngDriverMinor: number;
  serviceFeeMinor: number;
  totalMinor: number;
  withDriverPerDayMinor: number;
  youngDriverPerDayMinor: number;
}

export interface PriceInput {
  pickup: Branch;
  dropoff: Branch;
  supplier: Supplier;
  carClass: CarClassInfo;
  pickupDate: string;
  today: string;
  days: number;
  driverAge: number;
  currency: CurrencyCode;
  carsLeft: number;
  fleet: number;
}

export function perDayUsd(input: PriceInput): number {
  const { pickup, supplier, carClass, pickupDate } = input;
  const destination = pickup.city.destination;
  const noise =
    1 +
    DAY_NOISE *
      (2 * seededRandom('day', pickup.code, supplier.code, carClass.code, pickupDate)() - 1);
  return (
    carClass.perDayUsd *
    (1 - COST_LEVEL_SHARE + COST_LEVEL_SHARE * destination.costLevel) *
    supplier.priceLevel *
    pickup.priceFactor *
    seasonFactor(destination, pickupDate) *
    daysAheadFactor(dayNumber(pickupDate) - dayNumber(input.today)) *
    scarcityFactor(input.carsLeft, input.fleet) *
    noise
  );
}

// A different drop-off: the supplier's base fee and its rate per km between the branches, in
// whole dollars.
export function oneWayUsd(pickup: Branch, dropoff: Branch, supplier: Supplier): number {
  if (pickup.code === dropoff.code) return 0;
  return Math.round(supplier.oneWayBaseUsd + supplier.oneWayPerKmUsd * distanceKm(pickup, dropoff));
}

export function priceRental(input: PriceInput): RentalPrice {
  const { currency, days, supplier } = input;
  const perDayMinor = toMinorUnits(perDayUsd(input), currency);
  const carMinor = perDayMinor * days;
  const oneWayMinor = toMinorUnits(oneWayUsd(input.pickup, input.dropoff, supplier), currency);
  const youngDriverPerDayMinor = toMinorUnits(supplier.youngDriverPerDayUsd, currency);
  const youngDriverMinor =
    input.driverAge < DRIVER_AGE.youngUnder ? youngDriverPerDayMinor * days : 0;
  const serviceFeeMinor = toMinorUnits(CAR_PRICES_USD.serviceFee, currency);
  return {
    perDayMinor,
    days,
    carMinor,
    oneWayMinor,
    youngDriverMinor,
    serviceFeeMinor,
    totalMinor: carMinor + oneWayMinor + youngDriverMinor + serviceFeeMinor,
    withDriverPerDayMinor: perDayMinor + toMinorUnits(CAR_PRICES_USD.driverPerDay, currency),
    youngDriverPerDayMinor,
  };
}
