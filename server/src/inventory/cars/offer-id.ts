import { CURRENCY_CODES, type CurrencyCode } from '../shared/currencies.ts';
import { dateOfDayNumber, dayNumber } from '../shared/time.ts';
import { CAR_CLASSES, type CarClass } from './constants.ts';

// An offer id names one offer exactly, as hotel rate keys do: the pickup and drop-off branches,
// the supplier, the car class, the times, the driver's age, the currency and the total quoted.
// It is opaque to clients (base64url of fields joined by '|') and carries no secret: the server
// prices those fields again from the inventory and the cars rented, so an altered id can only be
// refused or answered with today's price.

export interface OfferIdFields {
  pickup: string;
  dropoff: string;
  supplier: string;
  carClass: CarClass;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  driverAge: number;
  currency: CurrencyCode;
  totalMinor: number;
}

const VERSION = 'C1';
const BRANCH = /^[A-Z]{3}(-[A-Z]{2})?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// A date that exists (not 2026-02-30).
const isDate = (text: string) => DATE.test(text) && dateOfDayNumber(dayNumber(text)) === text;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function encodeOfferId(fields: OfferIdFields): string {
  const text = [
    VERSION,
    fields.pickup,
    fields.dropoff,
    fields.supplier,
    fields.carClass,
    fields.pickupDate,
    fields.pickupTime,
    fields.returnDate,
    fields.returnTime,
    fields.driverAge,
    fields.currency,
    fields.totalMinor,
  ].join('|');
  return Buffer.from(text, 'utf8').toString('base64url');
}

// The fields of an id, or null when it is not one of ours (whatever its content).
export function decodeOfferId(id: string): OfferIdFields | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return null;
  const parts = Buffer.from(id, 'base64url').toString('utf8').split('|');
  if (parts.length !== 12) return null;
  const [
    version,
    pickup,
    dropoff,
    supplier,
    carClass,
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    age,
    currency,
    total,
  ] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (
    version !== VERSION ||
    !BRANCH.test(pickup) ||
    !BRANCH.test(dropoff) ||
    !/^[A-Z]{2}$/.test(supplier) ||
    !CAR_CLASSES.includes(carClass as CarClass) ||
    !isDate(pickupDate) ||
    !isDate(returnDate) ||
    !TIME.test(pickupTime) ||
    !TIME.test(returnTime) ||
    !/^\d{2}$/.test(age) ||
    !CURRENCY_CODES.includes(currency as CurrencyCode) ||
    !/^\d{1,12}$/.test(total)
  ) {
    return null;
  }
  return {
    pickup,
    dropoff,
    supplier,
    carClass: carClass as CarClass,
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    driverAge: Number(age),
    currency: currency as CurrencyCode,
    totalMinor: Number(total),
  };
}
