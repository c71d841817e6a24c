import { object, type InferType } from 'yup';

import { emailField, nameField, phoneField } from './rules';

export const profileSchema = object({
  name: nameField(),
  email: emailField(),
  phone_number: phoneField(),
});

export type ProfileFormValues = InferType<typeof profileSchema>;

export const PROFILE_FIELDS = ['name', 'email', 'phone_number'] as const;
