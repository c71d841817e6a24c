import { array, object, string, type TestContext } from 'yup';

import { isIsoDate } from '@/features/flights/model/iso-date';

import { GENDERS, NATIONALITIES, TRAVELER_AGES, TRAVELER_TYPES } from '../model/booking-options';
import { toLatinDigits } from '../model/latin-digits';

import type { BookingErrorKey, BookingValidationContext } from './validation-context';

/*
 * Step 1, Passenger Info: §3 "Flight booking form" with the server's rules
 * (server/src/modules/bookings/schemas.ts), checked here first so most mistakes never make a round
 * trip. Every field is required (§5); the age must fit the passenger's type on the day of the first
 * departure; the passport must still be valid after the last flight.
 */

export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const PASSPORT_NUMBER_LENGTH = { min: 6, max: 12 } as const;
const PASSPORT_NUMBER = new RegExp(
  `^[A-Za-z0-9]{${PASSPORT_NUMBER_LENGTH.min},${PASSPORT_NUMBER_LENGTH.max}}$`,
);
// The server's pattern, plus at least seven digits (not just brackets and dashes).
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const PHONE_MIN_DIGITS = 7;
// A domain without a dot ("name@gmail") is almost always a typo, and mail could never reach it.
const DOTTED_DOMAIN = /@[^@\s]+\.[^@\s]+$/;
const OLDEST_BIRTH_DATE = '1900-01-01';

const message = (key: BookingErrorKey) => key;
const contextOf = (test: TestContext) => test.options.context as BookingValidationContext;

/** Whole years from `birth` to `on` (both YYYY-MM-DD). */
export function ageOn(birth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
  return on.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** Whether an age fits a traveller type (TRAVELER_AGES). */
export function ageFits(type: string, age: number): boolean {
  if (type === 'HELD_INFANT') return age >= 0 && age < TRAVELER_AGES.infantUnder;
  if (type === 'CHILD') return age >= TRAVELER_AGES.infantUnder && age < TRAVELER_AGES.childUnder;
  return age >= TRAVELER_AGES.childUnder;
}

const latinText = (value: unknown) =>
  typeof value === 'string' ? toLatinDigits(value).trim() : value;

export const passengerSchema = object({
  travelerType: string().required().oneOf(TRAVELER_TYPES),
  fullName: string()
    .trim()
    .required(message('fullNameRequired'))
    .min(NAME_LENGTH.min, message('fullNameLength'))
    .max(NAME_LENGTH.max, message('fullNameLength')),
  gender: string().required(message('genderRequired')).oneOf(GENDERS, message('genderRequired')),
  dateOfBirth: string()
    .required(message('dateOfBirthRequired'))
    .test('date', message('dateInvalid'), (value) => isIsoDate(value) && value >= OLDEST_BIRTH_DATE)
    .test('past', message('dateOfBirthFuture'), function notInFuture(value) {
      return !isIsoDate(value) || value <= contextOf(this).today;
    })
    .test('age', function ageMatchesType(value) {
      const { today, firstDeparture } = contextOf(this);
      if (!isIsoDate(value) || value > today) return true;
      const type = String(this.parent.travelerType);
      return (
        ageFits(type, ageOn(value, firstDeparture)) ||
        this.createError({ message: message(`age${type}` as BookingErrorKey) })
      );
    }),
  nationality: string()
    .required(message('nationalityRequired'))
    .oneOf(NATIONALITIES, message('nationalityRequired')),
  passportNumber: string()
    .transform(latinText)
    .required(message('passportNumberRequired'))
    .matches(PASSPORT_NUMBER, message('passportNumberInvalid')),
  passportExpiry: string()
    .required(message('passportExpiryRequired'))
    .test('date', message('dateInvalid'), (value) => isIsoDate(value))
    .test('valid', message('passportExpired'), function validForTrip(value) {
      return !isIsoDate(value) || value > contextOf(this).lastArrival;
    }),
});

export const contactSchema = object({
  email: string()
    .trim()
    .required(message('emailRequired'))
    .email(message('emailInvalid'))
    .matches(DOTTED_DOMAIN, message('emailInvalid'))
    .max(254, message('emailInvalid')),
  phone: string()
    .transform(latinText)
    .required(message('phoneRequired'))
    .matches(PHONE, message('phoneInvalid'))
    .test(
      'digits',
      message('phoneInvalid'),
      (value) => (value?.replace(/\D/g, '').length ?? 0) >= PHONE_MIN_DIGITS,
    ),
});

export const passengersStepSchema = object({
  passengers: array(passengerSchema).required().min(1),
  contact: contactSchema,
});
