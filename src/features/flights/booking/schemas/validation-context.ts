import type { CheckoutValidationContext } from '@/lib/checkout/checkout-form';
import { invalid, type ValidationMessage } from '@/lib/validation-message';

/**
 * The dates the booking form is checked against, passed to yup as context: ages are taken on the
 * day of the first departure, passports must still be valid after the day of the last flight, and
 * cards and birth dates are compared with today (all local YYYY-MM-DD dates).
 */
export interface BookingValidationContext extends CheckoutValidationContext {
  firstDeparture: string;
  lastArrival: string;
}

/** The flight steps' own messages, under booking.errors in the flights namespace. */
export const BOOKING_ERROR_KEYS = [
  'fullNameRequired',
  'fullNameLength',
  'genderRequired',
  'dateOfBirthRequired',
  'dateInvalid',
  'dateOfBirthFuture',
  'ageADULT',
  'ageCHILD',
  'ageHELD_INFANT',
  'nationalityRequired',
  'passportNumberRequired',
  'passportNumberInvalid',
  'passportExpiryRequired',
  'passportExpired',
  'mealRequired',
] as const;

export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];

/** A flight step's message and the values it quotes, shown in the reader's language. */
export const bookingError = (
  key: BookingErrorKey,
  values?: ValidationMessage['values'],
): ValidationMessage => invalid(`flights:booking.errors.${key}`, values);
