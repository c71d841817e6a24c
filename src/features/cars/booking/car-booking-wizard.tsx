import Alert from '@mui/material/Alert';
import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';

import {
  CheckoutWizard,
  DEAD_ENDS,
  type BookingSession,
} from '@/components/checkout/checkout-wizard';
import { PaymentStep } from '@/components/checkout/payment-step';
import { useConfirmOrder } from '@/components/checkout/use-confirm-order';
import { useDraftCheckoutForm } from '@/components/checkout/use-draft-checkout-form';
import { RouterButton } from '@/components/router-button';
import type { ContactHint } from '@/lib/checkout/checkout-form';
import { todayIso } from '@/lib/iso-date';
import { toCents } from '@/lib/whole-units';

import { useCreateCarBookingMutation, usePriceCarOfferMutation } from '../api/cars-api';
import type { CarBooking, CarOfferDetail } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { carUrlParams, searchOfOffer } from '../model/car-search';

import { BookingSummary } from './booking-summary';
import {
  draftFrom,
  emptyDraft,
  formValuesFrom,
  paymentMethodsOf,
  stepOfField,
  stepSchemas,
  toCarOrderBody,
  type CarValidationContext,
} from './booking-form';
import { carBookingDrafts, WIZARD_STEPS } from './car-booking-slice';
import { DriverStep } from './driver-step';
import { RentalStep } from './rental-step';
import { offerOf, pricingBody, useRentalPricing } from './use-rental-pricing';

export type { BookingSession } from '@/components/checkout/checkout-wizard';

interface CarBookingWizardProps {
  offer: CarOfferDetail;
  /** The offer id of the wizard's link (its draft is kept under it). */
  linkOfferId: string;
  /** The price moved between the link and now. */
  priceChanged: boolean;
  /** The details page asked for a driver. */
  withDriver: boolean;
  session: BookingSession;
  contactHint?: ContactHint;
  onSignInRequired: () => void;
  onRepriced: (offer: CarOfferDetail) => void;
  onBooked: (booking: CarBooking) => void;
}

/**
 * §2's three steps (Driver Info, Rental Details, Payment) on the shared checkout frame, with the
 * rental summary beside them. The form starts from the draft kept for the link's offer; the
 * driver's age is checked against the offer's pickup day and minimum age. Confirm Booking prices
 * the rental once more and books it with an Idempotency-Key; a guest signs in (or up) first and
 * comes back to the same step.
 */
export function CarBookingWizard({
  offer,
  linkOfferId,
  priceChanged,
  withDriver,
  session,
  contactHint,
  onSignInRequired,
  onRepriced,
  onBooked,
}: CarBookingWizardProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const methods = useMemo(() => paymentMethodsOf(offer), [offer]);
  const pickupDate = offer.pickupAt.slice(0, 10);
  const { minDriverAge } = offer;
  const context = useMemo<CarValidationContext>(
    () => ({ today: todayIso(), pickupDate, minDriverAge }),
    [pickupDate, minDriverAge],
  );
  const schemas = useMemo(() => stepSchemas(methods), [methods]);
  const checkout = useDraftCheckoutForm({
    drafts: carBookingDrafts,
    isFor: (draft) => draft.offerId === linkOfferId,
    emptyDraft: () => emptyDraft(linkOfferId, withDriver),
    formValuesFrom: (draft) => formValuesFrom(draft, contactHint),
    draftFrom: (values, step) => draftFrom(values, linkOfferId, step),
    schemas,
    context,
    stepOfField,
  });
  const { form, step, showFieldError } = checkout;
  const { control, getValues } = form;
  const method = useWatch({ control, name: 'payment.method' });
  const extras = useWatch({ control, name: 'extras' });
  const birth = useWatch({ control, name: 'driver.dateOfBirth' });
  const rental = useRentalPricing(offer, extras, birth);
  const [priceOffer] = usePriceCarOfferMutation();
  const [createBooking] = useCreateCarBookingMutation();
  const price = useCallback(
    (priced: CarOfferDetail) => {
      const { extras: chosen, driver } = getValues();
      return priceOffer({
        offerId: priced.id,
        body: pricingBody(priced, chosen, driver.dateOfBirth),
      });
    },
    [priceOffer, getValues],
  );
  const confirmation = useConfirmOrder({
    offer,
    price,
    order: createBooking,
    toBody: toCarOrderBody,
    newPriceOf: offerOf,
    failureText: (code) =>
      (DEAD_ENDS as readonly string[]).includes(code) ? t(`booking.gone.${code}`) : undefined,
    onRepriced,
    onBooked,
    onFieldError: showFieldError,
    onSignInRequired,
  });
  const shownTotal = rental.total;

  return (
    <CheckoutWizard
      title={t('booking.title')}
      steps={WIZARD_STEPS.map((name) => t(`booking.steps.${name}`))}
      checkout={checkout}
      confirmation={confirmation}
      session={session}
      onSignInRequired={onSignInRequired}
      totals={(repriced) => ({
        previousCents: toCents(shownTotal),
        // The add-ons cost what they did: the rental's change is the total's.
        currentCents:
          toCents(shownTotal) + toCents(repriced.price.total) - toCents(offer.price.total),
        currency: repriced.price.currency,
      })}
      backLink={
        <RouterButton
          to={`/cars?${carUrlParams(searchOfOffer(offer))}`}
          color="inherit"
          size="small"
        >
          {t('booking.otherCars')}
        </RouterButton>
      }
      summary={
        <BookingSummary
          offer={offer}
          pricing={rental.pricing}
          updating={rental.updating}
          failure={rental.failure}
          insurance={extras.insurance}
          method={method}
        />
      }
    >
      {priceChanged && step === 0 && (
        <Alert severity="warning">
          {t('booking.priceMoved', {
            price: format.price(offer.price.total, offer.price.currency),
          })}
        </Alert>
      )}
      {step === 0 && <DriverStep control={control} minDriverAge={offer.minDriverAge} />}
      {step === 1 && <RentalStep control={control} offer={offer} />}
      {step === 2 && !offer.cancellation.refundable && (
        <Alert severity="info" role="note">
          {t('booking.prepaidOnly')}
        </Alert>
      )}
      {step === 2 && (
        <PaymentStep control={control} methods={methods} signInFirst={session === 'guest'} />
      )}
    </CheckoutWizard>
  );
}
