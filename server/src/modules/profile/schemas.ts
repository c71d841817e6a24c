import { Type, type Static } from 'typebox';
import { AvatarFileSchema, EmailSchema, NameSchema, PhoneNumberSchema } from '../auth/schemas.ts';

export const ProfileSchema = Type.Object(
  {
    user_id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    phone_number: Type.String({ description: 'Digits with an optional leading +' }),
    image: Type.Union([Type.String(), Type.Null()], {
      description: 'URL path of the avatar (/media/avatars/…), or null',
    }),
  },
  { description: 'The signed-in account' },
);
export type Profile = Static<typeof ProfileSchema>;

// Fields left out keep their value; email and phone stay unique across accounts.
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
