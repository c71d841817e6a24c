import { boolean, object, ref, string, type InferType } from 'yup';

import { NATIONALITIES } from '../data/nationalities';

import { authError, emailField, nameField, newPasswordField, phoneField } from './rules';

// §5 sign-up rules; field names are the API's, so a server error's `field` maps straight on.
export const signupSchema = object({
  name: nameField(),
  email: emailField(),
  phone_number: phoneField(),
  nationality: string()
    .required(authError('nationalityRequired'))
    .oneOf(NATIONALITIES, authError('nationalityRequired')),
  password: newPasswordField(),
  confirm_password: string()
    .required(authError('confirmRequired'))
    .oneOf([ref('password')], authError('passwordsMismatch')),
  terms: boolean().required(authError('termsRequired')).oneOf([true], authError('termsRequired')),
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
