import {
  CAR_PRICES_USD,
  DRIVER_AGE,
  INSURANCE_EXCESS_SHARE,
  INSURANCE_PRICES_USD,
} from '../../inventory/cars/constants.ts';
import type { Quote } from '../../inventory/cars/quotes.ts';
import type { CurrencyCode } from '../../inventory/shared/currencies.ts';
import { formatMinorUnits, toMinorUnits } from '../../inventory/shared/money.ts';
import { ageOn } from '../bookings/ages.ts';
import { badRequest } from '../../lib/api-error.ts';
import type { BookingPrice } from '../bookings/schemas.ts';
import { CAR_SEARCH_PROBLEMS, type CarPriceLine } from './constants.ts';
import type { CarExtras, ChosenExtras } from './schemas.ts';
import { excessMinor, mandatoryLines, toPriceLines } from './views.ts';

// A rental's price with the §9 add-ons chosen when booking: the mandatory lines of its quote,
// then a driver per day, a child seat and GPS per rental, insurance per rental. Each add-on is
// converted from US dollars once, in whole cents, and multiplied, so the total is exactly the
// sum of the lines.

export const chosenExtras = (extras: CarExtras | undefined): ChosenExtras => ({
  withDriver: extras?.withDriver ?? false,
  childSeat: extras?.childSeat ?? false,
  gps: extras?.gps ?? false,
  insurance: extras?.insurance ?? 'none',
});

export function rentalPrice(
  quote: Quote,
  extras: ChosenExtras,
  currency: CurrencyCode,
): BookingPrice {
  const minor = (usd: number) => toMinorUnits(usd, currency);
  const days = quote.price.days;
  const lines: { code: CarPriceLine; quantity: number; minor: number }[] = mandatoryLines(quote);
  if (extras.withDriver) {
    lines.push({
      code: 'DRIVER',
      quantity: days,
      minor: minor(CAR_PRICES_USD.driverPerDay) * days,
    });
  }
  if (extras.childSeat)
    lines.push({ code: 'CHILD_SEAT', quantity: 1, minor: minor(CAR_PRICES_USD.childSeat) });
  if (extras.gps) lines.push({ code: 'GPS', quantity: 1, minor: minor(CAR_PRICES_USD.gps) });
  if (extras.insurance !== 'none') {
    lines.push({
      code: 'INSURANCE',
      quantity: 1,
      minor: minor(INSURANCE_PRICES_USD[extras.insurance]),
    });
  }
  return {
    currency,
    lines: toPriceLines(lines),
    total: formatMinorUnits(lines.reduce((sum, line) => sum + line.minor, 0)),
  };
}

// What a driver still owes after damage, with the insurance chosen.
export const excessWith = (quote: Quote, extras: ChosenExtras, currency: CurrencyCode) =>
  formatMinorUnits(
    Math.round(excessMinor(quote.carClass, currency) * INSURANCE_EXCESS_SHARE[extras.insurance]),
  );

export const depositOf = (quote: Quote, currency: CurrencyCode) =>
  formatMinorUnits(toMinorUnits(quote.carClass.depositUsd, currency));

// The driver's age on the pickup day from their date of birth; 400 naming `field` when it is
// under the class's minimum.
export function driverAgeFrom(
  dateOfBirth: string,
  pickupDate: string,
  minAge: number,
  field: string,
): number {
  const age = ageOn(dateOfBirth, pickupDate);
  if (age < minAge) {
    throw badRequest(
      `${field}: the driver must be at least ${minAge} on the pickup day for this car`,
      CAR_SEARCH_PROBLEMS.driverTooYoung,
      field,
    );
  }
  // Ages past the oldest a search takes price the same.
  return Math.min(age, DRIVER_AGE.max);
}
