import {
  CONTACT_LIMITS,
  CONTACT_MESSAGE_TYPES,
  CONTACT_PHONE_PATTERN,
} from '@server/modules/contact/constants.ts';
import { object, string, type InferType } from 'yup';

import { invalid, type ValidationMessage } from '@/lib/validation-message';

export { CONTACT_LIMITS, CONTACT_MESSAGE_TYPES };

export type ContactMessageType = (typeof CONTACT_MESSAGE_TYPES)[number];

/*
 * The server's rules (its plain-value constants), checked here first so most mistakes are caught
 * before a round trip; the server stays the authority.
 */
const PHONE_CHARACTERS = new RegExp(CONTACT_PHONE_PATTERN);
// Stricter than the server on one point: a domain without a dot ("name@gmail") is almost always a
// typo, and a reply could never reach it.
const DOTTED_DOMAIN = /@[^@\s]+\.[^@\s]+$/;

// Messages of the "contact" namespace. A limit's message is named like the limit and quotes it
// as its count, which picks the plural form and is written in the reader's digits.
const error = (key: string): ValidationMessage => invalid(`contact:errors.${key}`);
const limitError = (limit: keyof typeof CONTACT_LIMITS): ValidationMessage =>
  invalid(`contact:errors.${limit}`, { count: CONTACT_LIMITS[limit] });

export const contactSchema = object({
  fullName: string()
    .trim()
    .required(error('fullNameRequired'))
    .min(CONTACT_LIMITS.fullNameMin, limitError('fullNameMin'))
    .max(CONTACT_LIMITS.fullNameMax, limitError('fullNameMax')),
  email: string()
    .trim()
    .required(error('emailRequired'))
    .email(error('emailInvalid'))
    .matches(DOTTED_DOMAIN, { message: error('emailInvalid') })
    .max(CONTACT_LIMITS.emailMax, limitError('emailMax')),
  phone: string()
    .trim()
    .max(CONTACT_LIMITS.phoneMax, limitError('phoneMax'))
    .matches(PHONE_CHARACTERS, { message: error('phoneInvalid') })
    .default(''),
  messageType: string()
    .required(error('messageTypeRequired'))
    .oneOf(CONTACT_MESSAGE_TYPES, error('messageTypeRequired')),
  message: string()
    .trim()
    .required(error('messageRequired'))
    .min(CONTACT_LIMITS.messageMin, limitError('messageMin'))
    .max(CONTACT_LIMITS.messageMax, limitError('messageMax')),
});

export type ContactFormValues = InferType<typeof contactSchema>;

export const CONTACT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'messageType',
  'message',
] as const satisfies readonly (keyof ContactFormValues)[];

export type ContactField = (typeof CONTACT_FIELDS)[number];

// No message type is preselected: §5 makes the user choose one.
export const EMPTY_CONTACT_FORM: Partial<ContactFormValues> = {
  fullName: '',
  email: '',
  phone: '',
  message: '',
};
