import { boolean, object, ref, string, type InferType } from 'yup';

import { NATIONALITIES } from '../data/nationalities';

import { emailField, nameField, newPasswordField, phoneField } from './rules';

// §5 sign-up rules; field names are the API's, so a server error's `field` maps straight on.
export const signupSchema = object({
  name: nameField(),
  email: emailField(),
  phone_number: phoneField(),
  nationality: string()
    .required('validation.nationalityRequired')
    .oneOf(NATIONALITIES, 'validation.nationalityRequired'),
  password: newPasswordField(),
  confirm_password: string()
    .required('validation.confirmRequired')
    .oneOf([ref('password')], 'validation.passwordsMismatch'),
  terms: boolean().required('validation.termsRequired').oneOf([true], 'validation.termsRequired'),
});

export type SignupFormValues = InferType<typeof signupSchema>;

export const SIGNUP_FIELDS = [
  'name',
  'email',
  'phone_number',
  'nationality',
  'password',
  'confirm_password',
] as const satisfies readonly (keyof SignupFormValues)[];

// No nationality is preselected: the traveller chooses one.
export const EMPTY_SIGNUP_FORM: Partial<SignupFormValues> = {
  name: '',
  email: '',
  phone_number: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/** §5: submit stays disabled until every field is filled and the terms are accepted. */
export function isSignupFormFilled(values: Partial<SignupFormValues>): boolean {
  return SIGNUP_FIELDS.every((name) => Boolean(values[name]?.trim())) && values.terms === true;
}
