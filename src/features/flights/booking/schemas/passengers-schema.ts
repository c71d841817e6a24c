import { array, object, string, type TestContext } from 'yup';
import { NATIONALITIES } from '@server/modules/bookings/constants.ts';
import {
  GENDERS,
  TRAVELER_AGES,
  TRAVELER_TYPES,
  type TravelerType,
} from '@server/modules/flights/constants.ts';

import { isIsoDate } from '@/lib/iso-date';
import { contactSchema, personNameLetters } from '@/lib/checkout/checkout-schemas';
import { toLatinDigits } from '@/lib/checkout/latin-digits';

import { bookingError as message, type BookingValidationContext } from './validation-context';

/*
 * Step 1, Passenger Info: §3 "Flight booking form" with the server's rules
 * (server/src/modules/flights/booking/schemas.ts), checked here first so most mistakes never make a
 * round trip. Every field is required (§5); the age must fit the passenger's type on the day of the
 * first departure; the passport must still be valid after the last flight. The contact is every
 * checkout's (lib/checkout).
 */

export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const PASSPORT_NUMBER_LENGTH = { min: 6, max: 12 } as const;
const PASSPORT_NUMBER = new RegExp(
  `^[A-Za-z0-9]{${PASSPORT_NUMBER_LENGTH.min},${PASSPORT_NUMBER_LENGTH.max}}$`,
);
const OLDEST_BIRTH_DATE = '1900-01-01';

// The ages each type's message quotes.
const AGE_LIMITS: Record<TravelerType, Record<string, number>> = {
  ADULT: { adultAge: TRAVELER_AGES.childUnder },
  CHILD: { childMin: TRAVELER_AGES.infantUnder, childMax: TRAVELER_AGES.childUnder - 1 },
  HELD_INFANT: { infantUnder: TRAVELER_AGES.infantUnder },
};

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
const nameLength = message('fullNameLength', NAME_LENGTH);

export const passengerSchema = object({
  travelerType: string().required().oneOf(TRAVELER_TYPES),
  fullName: string()
    .trim()
    .required(message('fullNameRequired'))
    .min(NAME_LENGTH.min, nameLength)
    .max(NAME_LENGTH.max, nameLength)
    .matches(...personNameLetters),
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
      const type = this.parent.travelerType as TravelerType;
      return (
        ageFits(type, ageOn(value, firstDeparture)) ||
        this.createError({ message: message(`age${type}`, AGE_LIMITS[type]) })
      );
    }),
  nationality: string()
    .required(message('nationalityRequired'))
    .oneOf(NATIONALITIES, message('nationalityRequired')),
  passportNumber: string()
    .transform(latinText)
    .required(message('passportNumberRequired'))
    // An object would be read as matches()'s options, so the message goes inside them.
    .matches(PASSPORT_NUMBER, {
      message: message('passportNumberInvalid', {
        passportMin: PASSPORT_NUMBER_LENGTH.min,
        passportMax: PASSPORT_NUMBER_LENGTH.max,
      }),
    }),
  passportExpiry: string()
    .required(message('passportExpiryRequired'))
    .test('date', message('dateInvalid'), (value) => isIsoDate(value))
    .test('valid', function validForTrip(value) {
      const { lastArrival } = contextOf(this);
      return (
        !isIsoDate(value) ||
        value > lastArrival ||
        this.createError({ message: message('passportExpired', { date: lastArrival }) })
      );
    }),
});

export const passengersStepSchema = object({
  passengers: array(passengerSchema).required().min(1),
  contact: contactSchema,
});
