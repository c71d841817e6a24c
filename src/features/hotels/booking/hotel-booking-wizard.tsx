import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { HOTEL_PAYMENT_METHODS } from '@server/modules/hotels/constants.ts';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';

import { ConfirmationNotice } from '@/components/checkout/confirmation-notice';
import { PaymentStep } from '@/components/checkout/payment-step';
import { useConfirmOrder } from '@/components/checkout/use-confirm-order';
import { WizardActions } from '@/components/checkout/wizard-actions';
import { STEP_HEADING_ID, WizardStepHeading } from '@/components/checkout/wizard-step-heading';
import { WizardStepper } from '@/components/checkout/wizard-stepper';
import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';
import type { ContactHint } from '@/lib/checkout/checkout-form';

import { useCheckHotelRatesMutation, useCreateHotelBookingMutation } from '../api/hotels-api';
import type { CheckedRates, HotelBooking } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelLanguage } from '../hooks/use-hotel-language';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { stayUrlParams } from '../model/hotel-url';

import { BookingSummary } from './booking-summary';
import { checkedRatesOf, toHotelOrderBody } from './booking-form';
import { DetailsStep } from './details-step';
import { GuestStep } from './guest-step';
import { WIZARD_STEPS, type WizardStep } from './hotel-booking-slice';
import { ratesOf } from './use-checked-rates';
import { useHotelBookingForm } from './use-hotel-booking-form';

export type BookingSession = 'checking' | 'guest' | 'signed-in';

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

const LAST_STEP: WizardStep = 2;
// After these, only another room or hotel helps.
const DEAD_ENDS = ['sold_out', 'unavailable'] as const;

/**
 * §2's three steps (Guest Info, Booking Details, Payment) on the shared checkout pieces, with the
 * summary beside them. Confirm Booking prices the rates once more and books them with an
 * Idempotency-Key; a guest signs in first.
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
  const { form, step, goTo, heading, showFieldError } = useHotelBookingForm(
    rateKeys,
    rates,
    contactHint,
  );
  const { control, handleSubmit, getValues } = form;
  const agreed = useWatch({ control, name: 'payment.agreeTerms' });
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
  const backToHotel = (
    <RouterButton
      to={`/hotel-details/${checked.hotel.code}?${stayQuery}`}
      color="inherit"
      size="small"
    >
      {t('booking.backToHotel')}
    </RouterButton>
  );

  const onNext = handleSubmit(() => goTo((step + 1) as WizardStep));
  const onConfirm = handleSubmit(() => {
    if (session === 'guest') onSignInRequired();
    else if (session === 'signed-in') void confirmation.confirm(getValues());
  });

  return (
    <PageContainer>
      <WizardStepper
        title={t('booking.title')}
        steps={WIZARD_STEPS.map((name) => t(`booking.steps.${name}`))}
        active={step}
      />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box
            component="form"
            noValidate
            onSubmit={step === LAST_STEP ? onConfirm : onNext}
            aria-labelledby={STEP_HEADING_ID}
            aria-busy={confirmation.busy}
          >
            <Stack spacing={3}>
              <WizardStepHeading
                name={t(`booking.steps.${WIZARD_STEPS[step]}`)}
                step={step}
                total={WIZARD_STEPS.length}
                headingRef={heading}
              />
              {priceChanged && step === 0 && (
                <Alert severity="warning">
                  {t('booking.priceMoved', {
                    price: format.price(checked.total, checked.currency),
                  })}
                </Alert>
              )}
              {step === 0 && <GuestStep control={control} rates={rates} roomNames={roomNames} />}
              {step === 1 && <DetailsStep control={control} checked={checked} />}
              {step === LAST_STEP && (
                <PaymentStep
                  control={control}
                  methods={HOTEL_PAYMENT_METHODS}
                  signInFirst={session === 'guest'}
                />
              )}
              <ConfirmationNotice
                state={confirmation.state}
                totals={(repriced) => ({
                  previous: format.price(checked.total, checked.currency),
                  current: format.price(repriced.total, repriced.currency),
                })}
                onAcceptNewPrice={() => void confirmation.acceptNewPrice(getValues())}
                backLink={backToHotel}
                deadEnds={DEAD_ENDS}
              />
              <WizardActions
                onPrevious={
                  step > 0 && !confirmation.busy ? () => goTo((step - 1) as WizardStep) : undefined
                }
                last={step === LAST_STEP}
                canConfirm={agreed && confirmation.state.kind !== 'price-changed'}
                loading={step === LAST_STEP && (confirmation.busy || session === 'checking')}
              />
            </Stack>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <BookingSummary checked={checked} />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
