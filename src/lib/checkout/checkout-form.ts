import type { PaymentMethod } from '@server/modules/bookings/constants.ts';

import type { WizardStep } from './draft-slice';

/*
 * The parts every checkout form has, whatever is booked: who to write to, how to pay, and the
 * card when paying by card. A kind's form adds its own parts beside these.
 */

export interface ContactValues {
  email: string;
  phone: string;
}

/** Card details: in the payment form only, never in the store or in storage. */
export interface CardValues {
  number: string;
  expiry: string;
  cvv: string;
  holderName: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvv: '', holderName: '' };

/** The payment step as it may be kept: the method and the terms, no card. */
export interface PaymentDraft<Method extends PaymentMethod = PaymentMethod> {
  method: Method;
  agreeTerms: boolean;
}

export interface CheckoutFormValues<Method extends PaymentMethod = PaymentMethod> {
  contact: ContactValues;
  payment: PaymentDraft<Method> & { card: CardValues };
}

/** Dates a checkout is checked against, as yup context: today is when a card expires. */
export interface CheckoutValidationContext {
  /** Local YYYY-MM-DD. */
  today: string;
}

/** Where a field the server named is in a checkout form: its path and its step. */
export interface FieldLocation {
  /** The form's path of the field, e.g. passengers.1.dateOfBirth */
  name: string;
  step: WizardStep;
}

/** What a signed-in traveller's profile can fill in for them. */
export interface ContactHint {
  email?: string | null;
  phone?: string | null;
}

/** The contact as saved, the profile filling what is still empty. */
export const contactWithHint = (saved: ContactValues, hint: ContactHint = {}): ContactValues => ({
  email: saved.email || hint.email || '',
  phone: saved.phone || hint.phone || '',
});
