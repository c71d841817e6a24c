/**
 * The dates the booking form is checked against, passed to yup as context: ages are taken on the
 * day of the first departure, passports must still be valid after the day of the last flight, and
 * cards and birth dates are compared with today (all local YYYY-MM-DD dates).
 */
export interface BookingValidationContext {
  today: string;
  firstDeparture: string;
  lastArrival: string;
}

/** Messages are keys under booking.errors in the flights namespace, translated where shown. */
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
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'mealRequired',
  'methodRequired',
  'cardNumberRequired',
  'cardNumberInvalid',
  'cardExpiryRequired',
  'cardExpiryInvalid',
  'cardExpired',
  'cvvRequired',
  'cvvInvalid',
  'cvvInvalidAmex',
  'holderNameRequired',
  'holderNameLength',
  'termsRequired',
] as const;

export type BookingErrorKey = (typeof BOOKING_ERROR_KEYS)[number];

export const isBookingErrorKey = (message: string): message is BookingErrorKey =>
  (BOOKING_ERROR_KEYS as readonly string[]).includes(message);
