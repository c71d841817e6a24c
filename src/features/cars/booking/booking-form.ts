import { NATIONALITIES } from '@server/modules/bookings/constants.ts';
import {
  CAR_PAYMENT_METHODS,
  DRIVER_AGE,
  INSURANCE_TIERS,
  LICENSE_NUMBER_PATTERN,
  type CarPaymentMethod,
} from '@server/modules/cars/constants.ts';
import { boolean, object, string, type AnyObjectSchema, type TestContext } from 'yup';

import {
  EMPTY_CARD,
  contactWithHint,
  type CheckoutFormValues,
  type CheckoutValidationContext,
  type ContactHint,
} from '@/lib/checkout/checkout-form';
import { contactSchema, paymentSchema, personNameLetters } from '@/lib/checkout/checkout-schemas';
import { toLatinDigits } from '@/lib/checkout/latin-digits';
import { contactForOrder, paymentForOrder } from '@/lib/checkout/order-parts';
import { isIsoDate } from '@/lib/iso-date';
import { invalid } from '@/lib/validation-message';

import type { CarOfferDetail, CarOrderRequest, ChosenExtras } from '../api/car-types';

import {
  DEFAULT_PAYMENT,
  NO_EXTRAS,
  type CarBookingDraft,
  type DriverDraft,
  type WizardStep,
} from './car-booking-slice';

/*
 * The wizard as one form (§3 "Car booking form" in the server's shape): the driver, the add-ons,
 * contact and payment; the places and times come with the offer. Each step validates its own
 * part before Next (stepSchemas), with the server's own rules (CarOrderRequestSchema), the
 * driver's age counted on the pickup day against the car's minimum.
 */
export interface CarBookingFormValues extends CheckoutFormValues<CarPaymentMethod> {
  driver: DriverDraft;
  extras: ChosenExtras;
}

/** What the driver's age is checked against: the offer's pickup day and minimum age. */
export interface CarValidationContext extends CheckoutValidationContext {
  pickupDate: string;
  minDriverAge: number;
}

const error = (key: string, values?: Record<string, number>) =>
  invalid(`cars:booking.errors.${key}`, values);
export const NAME_LENGTH = { min: 2, max: 100 } as const;
const LICENSE = new RegExp(LICENSE_NUMBER_PATTERN);

/** Whole years from a birth date to a day (both YYYY-MM-DD): the age on that day. */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const contextOf = (test: TestContext) => test.options.context as CarValidationContext;

const dateOfBirth = string()
  .required(error('birthRequired'))
  .test('date', error('birthInvalid'), (value) => isIsoDate(value))
  .test('past', error('birthInvalid'), function notFuture(value) {
    return !isIsoDate(value) || value <= contextOf(this).today;
  })
  .test('old-enough', function oldEnough(value) {
    if (!isIsoDate(value)) return true;
    const { pickupDate, minDriverAge } = contextOf(this);
    return (
      ageOn(value, pickupDate) >= minDriverAge ||
      this.createError({ message: error('tooYoung', { age: minDriverAge }) })
    );
  })
  .test('not-too-old', error('birthInvalid'), function plausible(value) {
    return !isIsoDate(value) || ageOn(value, contextOf(this).pickupDate) <= DRIVER_AGE.max;
  });

/** Each step's part of the form; the payment's methods are the offer's. */
export function stepSchemas(
  methods: readonly CarPaymentMethod[],
): Record<WizardStep, AnyObjectSchema> {
  return {
    0: object({
      driver: object({
        fullName: string()
          .trim()
          .required(error('nameRequired'))
          .min(NAME_LENGTH.min, error('nameLength', NAME_LENGTH))
          .max(NAME_LENGTH.max, error('nameLength', NAME_LENGTH))
          .matches(...personNameLetters),
        dateOfBirth,
        nationality: string()
          .required(error('nationalityRequired'))
          .oneOf(NATIONALITIES, error('nationalityRequired')),
        licenseNumber: string()
          .transform((value: unknown) =>
            typeof value === 'string' ? toLatinDigits(value).trim() : value,
          )
          .required(error('licenseRequired'))
          .matches(LICENSE, { message: error('licenseInvalid') }),
      }),
      contact: contactSchema,
    }),
    1: object({
      extras: object({
        withDriver: boolean(),
        childSeat: boolean(),
        gps: boolean(),
        insurance: string().oneOf(INSURANCE_TIERS),
      }),
    }),
    2: object({ payment: paymentSchema(methods) }),
  };
}

/** The payment methods an offer takes: a non-refundable rental is paid online (§9). */
export const paymentMethodsOf = (offer: Pick<CarOfferDetail, 'cancellation'>) =>
  offer.cancellation.refundable
    ? CAR_PAYMENT_METHODS
    : CAR_PAYMENT_METHODS.filter((method) => method !== 'pay-on-pickup');

/** An empty form for an offer (the details page's 'Need a driver?' carried over). */
export function emptyDraft(offerId: string, withDriver: boolean): CarBookingDraft {
  return {
    offerId,
    step: 0,
    driver: { fullName: '', dateOfBirth: '', nationality: '', licenseNumber: '' },
    extras: { ...NO_EXTRAS, withDriver },
    contact: { email: '', phone: '' },
    payment: { ...DEFAULT_PAYMENT },
  };
}

export function formValuesFrom(draft: CarBookingDraft, hint?: ContactHint): CarBookingFormValues {
  return {
    driver: { ...draft.driver },
    extras: { ...draft.extras },
    contact: contactWithHint(draft.contact, hint),
    payment: { ...draft.payment, card: { ...EMPTY_CARD } },
  };
}

/** What the store keeps of the form: new objects, and never the card. */
export function draftFrom(
  values: CarBookingFormValues,
  offerId: string,
  step: WizardStep,
): CarBookingDraft {
  return {
    offerId,
    step,
    driver: { ...values.driver },
    extras: { ...values.extras },
    contact: { email: values.contact.email, phone: values.contact.phone },
    payment: { method: values.payment.method, agreeTerms: values.payment.agreeTerms },
  };
}

/** POST /api/cars/bookings/ from a form whose steps have passed their schemas. */
export function toCarOrderBody(
  values: CarBookingFormValues,
  offer: CarOfferDetail,
): CarOrderRequest {
  const { driver } = values;
  return {
    offerId: offer.id,
    driver: {
      fullName: driver.fullName.trim(),
      dateOfBirth: driver.dateOfBirth,
      nationality: driver.nationality as CarOrderRequest['driver']['nationality'],
      licenseNumber: toLatinDigits(driver.licenseNumber).trim(),
    },
    extras: { ...values.extras },
    contact: contactForOrder(values.contact),
    payment: paymentForOrder(values.payment),
  };
}

/** A 400 names a field of the order ('driver.dateOfBirth', 'payment.card.cvv'): its step. */
export function stepOfField(field: string): WizardStep | null {
  if (/^(driver|contact)\b/.test(field)) return 0;
  if (/^extras\b/.test(field)) return 1;
  if (/^payment\b/.test(field)) return 2;
  return null;
}
