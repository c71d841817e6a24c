import { NATIONALITIES } from '@server/modules/bookings/constants.ts';
import {
  HOTEL_PAYMENT_METHODS,
  REMARK_MAX_LENGTH,
  type HotelPaymentMethod,
} from '@server/modules/hotels/constants.ts';
import { array, object, string, type AnyObjectSchema } from 'yup';

import {
  EMPTY_CARD,
  contactWithHint,
  type CheckoutFormValues,
  type ContactHint,
} from '@/lib/checkout/checkout-form';
import { contactSchema, paymentSchema, personNameLetters } from '@/lib/checkout/checkout-schemas';
import { contactForOrder, paymentForOrder } from '@/lib/checkout/order-parts';
import { invalid } from '@/lib/validation-message';

import type { CheckedRates, HotelOrderRequest, HotelRate } from '../api/hotel-types';

import {
  DEFAULT_PAYMENT,
  type HolderDraft,
  type HotelBookingDraft,
  type WizardStep,
} from './hotel-booking-slice';

/*
 * The wizard as one form (§3 "Hotel booking form" in the server's shape): the holder, the lead
 * guest of every room, contact, special requests and payment. Each step validates its own part
 * before Next (STEP_SCHEMAS), with the server's own rules (HotelOrderRequestSchema).
 */
export interface HotelBookingFormValues extends CheckoutFormValues<HotelPaymentMethod> {
  holder: HolderDraft;
  rooms: { guests: { fullName: string }[] }[];
  remark: string;
}

const error = (key: string, values?: Record<string, number>) =>
  invalid(`hotels:booking.errors.${key}`, values);
export const NAME_LENGTH = { min: 2, max: 100 } as const;
const PASSPORT = /^[A-Za-z0-9]{6,12}$/;

const fullName = string()
  .trim()
  .required(error('nameRequired'))
  .min(NAME_LENGTH.min, error('nameLength', NAME_LENGTH))
  .max(NAME_LENGTH.max, error('nameLength', NAME_LENGTH))
  .matches(...personNameLetters);

export const STEP_SCHEMAS: Record<WizardStep, AnyObjectSchema> = {
  0: object({
    holder: object({
      fullName,
      nationality: string()
        .required(error('nationalityRequired'))
        .oneOf(NATIONALITIES, error('nationalityRequired')),
      passportId: string()
        .trim()
        .test('passport', error('passportInvalid'), (value) => !value || PASSPORT.test(value)),
    }),
    rooms: array(object({ guests: array(object({ fullName })) })),
    contact: contactSchema,
  }),
  1: object({
    remark: string().max(REMARK_MAX_LENGTH, error('remarkLength', { max: REMARK_MAX_LENGTH })),
  }),
  2: object({ payment: paymentSchema(HOTEL_PAYMENT_METHODS) }),
};

/** Every rate of a re-check, in the order of its rooms: one per group of rooms. */
export const checkedRatesOf = (checked: CheckedRates): HotelRate[] =>
  checked.hotel.rooms.flatMap((room) => room.rates);

/** An empty form for these rates: a lead guest per room. */
export function emptyDraft(rateKeys: string[], rates: HotelRate[]): HotelBookingDraft {
  return {
    rateKeys,
    step: 0,
    holder: { fullName: '', nationality: '', passportId: '' },
    rooms: rates.map((rate) => ({
      guests: Array.from({ length: rate.rooms }, () => ({ fullName: '' })),
    })),
    contact: { email: '', phone: '' },
    remark: '',
    payment: { ...DEFAULT_PAYMENT },
  };
}

export function formValuesFrom(
  draft: HotelBookingDraft,
  hint?: ContactHint,
): HotelBookingFormValues {
  return {
    holder: { ...draft.holder },
    rooms: draft.rooms.map((room) => ({ guests: room.guests.map((guest) => ({ ...guest })) })),
    contact: contactWithHint(draft.contact, hint),
    remark: draft.remark,
    payment: { ...draft.payment, card: { ...EMPTY_CARD } },
  };
}

/** What the store keeps of the form: new objects, and never the card. */
export function draftFrom(
  values: HotelBookingFormValues,
  rateKeys: string[],
  step: WizardStep,
): HotelBookingDraft {
  return {
    rateKeys,
    step,
    holder: { ...values.holder },
    rooms: values.rooms.map((room) => ({ guests: room.guests.map((guest) => ({ ...guest })) })),
    contact: { email: values.contact.email, phone: values.contact.phone },
    remark: values.remark,
    payment: { method: values.payment.method, agreeTerms: values.payment.agreeTerms },
  };
}

/** POST /api/hotelbeds/booking/ from a form whose steps have passed their schemas. */
export function toHotelOrderBody(
  values: HotelBookingFormValues,
  checked: CheckedRates,
): HotelOrderRequest {
  const { holder } = values;
  const passportId = holder.passportId.trim();
  const remark = values.remark.trim();
  return {
    holder: {
      fullName: holder.fullName.trim(),
      nationality: holder.nationality as HotelOrderRequest['holder']['nationality'],
      ...(passportId ? { passportId } : {}),
    },
    rooms: checkedRatesOf(checked).map((rate, index) => ({
      rateKey: rate.rateKey,
      guests: (values.rooms[index]?.guests ?? []).map((guest) => ({
        fullName: guest.fullName.trim(),
      })),
    })),
    contact: contactForOrder(values.contact),
    ...(remark ? { remark } : {}),
    payment: paymentForOrder(values.payment),
  };
}

/** A 400 names a field of the order ('holder.fullName', 'rooms.0.guests.1.fullName'): its step. */
export function stepOfField(field: string): WizardStep | null {
  if (/^(holder|contact|rooms)\b/.test(field)) return 0;
  if (field === 'remark') return 1;
  if (field.startsWith('payment')) return 2;
  return null;
}
