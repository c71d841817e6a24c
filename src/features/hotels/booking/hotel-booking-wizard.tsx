import Alert from '@mui/material/Alert';
import { HOTEL_PAYMENT_METHODS } from '@server/modules/hotels/constants.ts';
import { useCallback, useMemo } from 'react';

import { CheckoutWizard, type BookingSession } from '@/components/checkout/checkout-wizard';
import { PaymentStep } from '@/components/checkout/payment-step';
import { useConfirmOrder } from '@/components/checkout/use-confirm-order';
import { useDraftCheckoutForm } from '@/components/checkout/use-draft-checkout-form';
import { RouterButton } from '@/components/router-button';
import type { CheckoutValidationContext, ContactHint } from '@/lib/checkout/checkout-form';
import { todayIso } from '@/lib/iso-date';
import { toCents } from '@/lib/whole-units';

import { useCheckHotelRatesMutation, useCreateHotelBookingMutation } from '../api/hotels-api';
import type { CheckedRates, HotelBooking } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelLanguage } from '../hooks/use-hotel-language';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { stayUrlParams } from '../model/hotel-url';

import { BookingSummary } from './booking-summary';
import {
  STEP_SCHEMAS,
  checkedRatesOf,
  draftFrom,
  emptyDraft,
  formValuesFrom,
  stepOfField,
  toHotelOrderBody,
} from './booking-form';
import { DetailsStep } from './details-step';
import { GuestStep } from './guest-step';
import { WIZARD_STEPS, hotelBookingDrafts } from './hotel-booking-slice';
import { ratesOf } from './use-checked-rates';

export type { BookingSession } from '@/components/checkout/checkout-wizard';

interface HotelBookingWizardProps {
  checked: CheckedRates;
  /** The price moved between the results and the wizard's re-check. */
  priceChanged: boolean;
  rateKeys: string[];
  session: BookingSession;
  contactHint?: ContactHint;
  onSignInRequired: () => void;
  onRepriced: (checked: CheckedRates) => void;
  onBooked: (booking: HotelBooking) => void;
}

/**
 * §2's three steps (Guest Info, Booking Details, Payment) on the shared checkout frame, with the
 * summary beside them. The form starts from the draft kept for these rates. Confirm Booking prices
 * the rates once more and books them with an Idempotency-Key; a guest signs in first.
 */
export function HotelBookingWizard({
  checked,
  priceChanged,
  rateKeys,
  session,
  contactHint,
  onSignInRequired,
  onRepriced,
  onBooked,
}: HotelBookingWizardProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const rates = checkedRatesOf(checked);
  const context = useMemo<CheckoutValidationContext>(() => ({ today: todayIso() }), []);
  const checkout = useDraftCheckoutForm({
    drafts: hotelBookingDrafts,
    isFor: (draft) => draft.rateKeys.join(' ') === rateKeys.join(' '),
    emptyDraft: () => emptyDraft(rateKeys, rates),
    formValuesFrom: (draft) => formValuesFrom(draft, contactHint),
    draftFrom: (values, step) => draftFrom(values, rateKeys, step),
    schemas: STEP_SCHEMAS,
    context,
    stepOfField,
  });
  const { form, step, showFieldError } = checkout;
  const { control } = form;
  const [checkRates] = useCheckHotelRatesMutation();
  const language = useHotelLanguage();
  const [createBooking] = useCreateHotelBookingMutation();
  const price = useCallback(
    (offer: CheckedRates) =>
      checkRates({ rateKeys: checkedRatesOf(offer).map((rate) => rate.rateKey), language }),
    [checkRates, language],
  );
  const confirmation = useConfirmOrder({
    offer: checked,
    price,
    order: createBooking,
    toBody: toHotelOrderBody,
    newPriceOf: ratesOf,
    onRepriced,
    onBooked,
    onFieldError: showFieldError,
    onSignInRequired,
  });
  const roomNames = checked.hotel.rooms.flatMap((room) => room.rates.map(() => room.name));
  const stayQuery = stayUrlParams({
    checkIn: checked.checkIn,
    checkOut: checked.checkOut,
    rooms: rates.flatMap((rate) =>
      Array.from({ length: rate.rooms }, () => ({
        adults: rate.adults,
        childAges: rate.childrenAges ? rate.childrenAges.split(',').map(Number) : [],
      })),
    ),
  });

  return (
    <CheckoutWizard
      title={t('booking.title')}
      steps={WIZARD_STEPS.map((name) => t(`booking.steps.${name}`))}
      checkout={checkout}
      confirmation={confirmation}
      session={session}
      onSignInRequired={onSignInRequired}
      totals={(repriced) => ({
        previousCents: toCents(checked.total),
        currentCents: toCents(repriced.total),
        currency: repriced.currency,
      })}
      backLink={
        <RouterButton
          to={`/hotel-details/${checked.hotel.code}?${stayQuery}`}
          color="inherit"
          size="small"
        >
          {t('booking.backToHotel')}
        </RouterButton>
      }
      summary={<BookingSummary checked={checked} />}
    >
      {priceChanged && step === 0 && (
        <Alert severity="warning">
          {t('booking.priceMoved', {
            price: format.price(checked.total, checked.currency),
          })}
        </Alert>
      )}
      {step === 0 && <GuestStep control={control} rates={rates} roomNames={roomNames} />}
      {step === 1 && <DetailsStep control={control} checked={checked} />}
      {step === 2 && (
        <PaymentStep
          control={control}
          methods={HOTEL_PAYMENT_METHODS}
          signInFirst={session === 'guest'}
        />
      )}
    </CheckoutWizard>
  );
}
