import { object, string, type InferType } from 'yup';

/** §9's seven message types, as the slugs the server accepts; labels live in contact.json. */
export const CONTACT_MESSAGE_TYPES = [
  'general',
  'booking',
  'technical',
  'feedback',
  'complaint',
  'partnership',
  'media',
] as const;

export type ContactMessageType = (typeof CONTACT_MESSAGE_TYPES)[number];

/*
 * The server's rules, mirrored so most mistakes are caught before a round trip (the server stays
 * the authority). Each limit is named like the suffix of its error key (errors.fullNameMin), so the
 * form can put the number into the translated message.
 */
export const CONTACT_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

const PHONE_CHARACTERS = /^[\d +()-]*$/;
// Stricter than the server on one point: a domain without a dot ("name@gmail") is almost always a
// typo, and a reply could never reach it.
const DOTTED_DOMAIN = /@[^@\s]+\.[^@\s]+$/;

// Messages are i18n keys of the "contact" namespace, translated where they are shown.
export const contactSchema = object({
  fullName: string()
    .trim()
    .required('errors.fullNameRequired')
    .min(CONTACT_LIMITS.fullNameMin, 'errors.fullNameMin')
    .max(CONTACT_LIMITS.fullNameMax, 'errors.fullNameMax'),
  email: string()
    .trim()
    .required('errors.emailRequired')
    .email('errors.emailInvalid')
    .matches(DOTTED_DOMAIN, 'errors.emailInvalid')
    .max(CONTACT_LIMITS.emailMax, 'errors.emailMax'),
  phone: string()
    .trim()
    .max(CONTACT_LIMITS.phoneMax, 'errors.phoneMax')
    .matches(PHONE_CHARACTERS, 'errors.phoneInvalid')
    .default(''),
  messageType: string()
    .required('errors.messageTypeRequired')
    .oneOf(CONTACT_MESSAGE_TYPES, 'errors.messageTypeRequired'),
  message: string()
    .trim()
    .required('errors.messageRequired')
    .min(CONTACT_LIMITS.messageMin, 'errors.messageMin')
    .max(CONTACT_LIMITS.messageMax, 'errors.messageMax'),
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
