import { Type, type Static } from 'typebox';
import { EmailSchema } from '../../auth/schemas.ts';
import { OTP_RULES } from '../../auth/constants.ts';
import { BookingSchema, ReferenceSchema } from '../schemas.ts';

export * from './constants.ts';

// "Find my booking": a booking opened without an account, by its reference, its contact e-mail
// and a code mailed there. The code's shape is checked by the service (the account codes' rule
// and message), so any short string passes here.

const code = Type.String({
  maxLength: 16,
  description: `The ${OTP_RULES.length}-digit code from the mail`,
  examples: ['4821'],
});

export const FindBookingRequestSchema = Type.Object(
  { reference: ReferenceSchema, email: EmailSchema },
  { additionalProperties: false },
);
export type FindBookingRequest = Static<typeof FindBookingRequestSchema>;

export const VerifyFindBookingRequestSchema = Type.Object(
  { reference: ReferenceSchema, email: EmailSchema, code },
  { additionalProperties: false },
);
export type VerifyFindBookingRequest = Static<typeof VerifyFindBookingRequestSchema>;

export const GuestBookingAccessSchema = Type.Object(
  {
    access: Type.String({
      description:
        'A bearer token for this one booking (GET /api/bookings/guest/ and its cancel), valid 60 minutes; no account route takes it',
    }),
    booking: BookingSchema,
  },
  { description: 'The booking, opened' },
);
export type GuestBookingAccess = Static<typeof GuestBookingAccessSchema>;

export const GuestDetailSchema = Type.Object({ detail: Type.String() }, { description: 'Done' });
export type GuestDetail = Static<typeof GuestDetailSchema>;
