import { Type, type Static } from 'typebox';
import { USER_ROLES } from '../../db/enums.ts';
import { AvatarFileSchema, EmailSchema, NameSchema, PhoneNumberSchema } from '../auth/schemas.ts';

export const ProfileSchema = Type.Object(
  {
    user_id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    pending_email: Type.Union([Type.String(), Type.Null()], {
      description:
        'A new email asked for, waiting for the code mailed to it (POST /authentication/profile/confirm-email/), or null',
    }),
    phone_number: Type.String({ description: 'Digits with an optional leading +' }),
    image: Type.Union([Type.String(), Type.Null()], {
      description: 'URL path of the avatar (/media/avatars/…), or null',
    }),
    role: Type.Enum(USER_ROLES, {
      description:
        'support for support staff (given only by `npm run support:grant`), else traveller',
    }),
    member_since: Type.String({
      format: 'date-time',
      description: 'When the account was made (the dashboard says “Member since …”)',
    }),
  },
  { description: 'The signed-in account' },
);
export type Profile = Static<typeof ProfileSchema>;

// Fields left out keep their value; email and phone stay unique across accounts. A new email
// becomes pending_email until its code is confirmed.
const updateFields = {
  name: Type.Optional(NameSchema),
  email: Type.Optional(EmailSchema),
  phone_number: Type.Optional(PhoneNumberSchema),
};

export const ProfileUpdateSchema = Type.Object(updateFields, { additionalProperties: false });
export type ProfileUpdate = Static<typeof ProfileUpdateSchema>;

export const ProfileUpdateMultipartSchema = Type.Object(
  { ...updateFields, image: Type.Optional(AvatarFileSchema) },
  { additionalProperties: false },
);

export const ConfirmEmailRequestSchema = Type.Object(
  { otp: Type.String({ description: 'The code mailed to the new address' }) },
  { additionalProperties: false },
);
export type ConfirmEmailRequest = Static<typeof ConfirmEmailRequestSchema>;
