import { CURRENCY_CODES, type CurrencyCode } from '../shared/currencies.ts';
import { dateOfDayNumber, dayNumber } from '../shared/time.ts';
import { CAR_CLASSES, type CarClass } from './constants.ts';

// An offer id names one offer exactly, as hotel rate keys do: the pickup and drop-off branches,
// the supplier, the car class, the times, the driver's age, the currency and the total quoted.
// It is opaque to clients: base64url of the fields joined by '|', dates written YYMMDD and times
// HHMM so that it stays under 100 characters (the longest path parameter Fastify routes). It
// carries no secret: the server prices those fields again from the inventory and the cars rented,
// so an altered id can only be refused or answered with today's price.

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

// '2026-07-10' ⇄ '260710' (this century), '09:30' ⇄ '0930'.
const shortDate = (date: string) => date.slice(2).replaceAll('-', '');
const shortTime = (time: string) => time.replace(':', '');
function longDate(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return null;
  const date = `20${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
  // A date that exists (not 2026-02-30).
  return dateOfDayNumber(dayNumber(date)) === date ? date : null;
}
const longTime = (text: string) =>
  /^([01]\d|2[0-3])[0-5]\d$/.test(text) ? `${text.slice(0, 2)}:${text.slice(2)}` : null;

export function encodeOfferId(fields: OfferIdFields): string {
  const text = [
    VERSION,
    fields.pickup,
    fields.dropoff,
    fields.supplier,
    fields.carClass,
    shortDate(fields.pickupDate),
    shortTime(fields.pickupTime),
    shortDate(fields.returnDate),
    shortTime(fields.returnTime),
    fields.driverAge,
    fields.currency,
    fields.totalMinor,
  ].join('|');
  return Buffer.from(text, 'utf8').toString('base64url');
}

// The fields of an id, or null when it is not one of ours (whatever its content).
export function decodeOfferId(id: string): OfferIdFields | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  const parts = Buffer.from(id, 'base64url').toString('utf8').split('|');
  if (parts.length !== 12 || parts[0] !== VERSION) return null;
  const [, pickup, dropoff, supplier, carClass, ...rest] = parts as string[] as [
    string,
    string,
    string,
    string,
    CarClass,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [pickupDay, pickupAt, returnDay, returnAt, age, currency, total] = rest;
  const pickupDate = longDate(pickupDay);
  const returnDate = longDate(returnDay);
  const pickupTime = longTime(pickupAt);
  const returnTime = longTime(returnAt);
  if (
    !BRANCH.test(pickup) ||
    !BRANCH.test(dropoff) ||
    !/^[A-Z]{2}$/.test(supplier) ||
    !CAR_CLASSES.includes(carClass) ||
    !pickupDate ||
    !returnDate ||
    !pickupTime ||
    !returnTime ||
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
    carClass,
    pickupDate,
    pickupTime,
    returnDate,
    returnTime,
    driverAge: Number(age),
    currency: currency as CurrencyCode,
    totalMinor: Number(total),
  };
}
