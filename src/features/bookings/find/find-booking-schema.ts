import { OTP_RULES } from '@server/modules/auth/constants.ts';
import { REFERENCE_LENGTH } from '@server/modules/bookings/constants.ts';
import { object, string, type InferType } from 'yup';

import { invalid } from '@/lib/validation-message';

// The reference as the server's schema takes it (its length, capital letters and digits; typed in
// any case) and the e-mail the booking was made with. The server answers the same whether or not
// they match.
const REFERENCE = new RegExp(`^[A-Z0-9]{${REFERENCE_LENGTH}}$`);
const CODE = new RegExp(`^\\d{${OTP_RULES.length}}$`);
const message = (key: string) =>
  invalid(`bookings:find.validation.${key}`, { length: REFERENCE_LENGTH });

export const findBookingSchema = object({
  reference: string()
    .trim()
    .uppercase()
    .required(message('referenceRequired'))
    .matches(REFERENCE, { message: message('referenceInvalid') }),
  email: string()
    .trim()
    .required(message('emailRequired'))
    .email(message('emailInvalid'))
    .matches(/@[^@\s]+\.[^@\s]+$/, { message: message('emailInvalid') }),
});
export type FindBookingValues = InferType<typeof findBookingSchema>;

export const guestCodeSchema = object({
  code: string()
    .trim()
    .required(invalid('bookings:find.validation.codeRequired', { length: OTP_RULES.length }))
    .matches(CODE, {
      message: invalid('bookings:find.validation.codeInvalid', { length: OTP_RULES.length }),
    }),
});
export type GuestCodeValues = InferType<typeof guestCodeSchema>;
