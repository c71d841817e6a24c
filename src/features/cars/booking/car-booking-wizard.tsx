import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
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

import { useCreateCarBookingMutation, usePriceCarOfferMutation } from '../api/cars-api';
import type { CarBooking, CarOfferDetail } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { carUrlParams, searchOfOffer } from '../model/car-search';

import { BookingSummary } from './booking-summary';
import { paymentMethodsOf, toCarOrderBody } from './booking-form';
import { WIZARD_STEPS, type WizardStep } from './car-booking-slice';
import { DriverStep } from './driver-step';
import { RentalStep } from './rental-step';
import { useCarBookingForm } from './use-car-booking-form';
import { offerOf, pricingBody, useRentalPricing } from './use-rental-pricing';

export type BookingSession = 'checking' | 'guest' | 'signed-in';

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

const LAST_STEP: WizardStep = 2;
// After these, only another car helps.
const DEAD_ENDS = ['sold_out', 'unavailable'] as const;

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * §2's three steps (Driver Info, Rental Details, Payment) on the shared checkout pieces, with the
 * rental summary beside them. Confirm Booking prices the rental once more and books it with an
 * Idempotency-Key; a guest signs in (or up) first and comes back to the same step.
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
  const { form, step, goTo, heading, showFieldError } = useCarBookingForm({
    offerId: linkOfferId,
    withDriver,
    pickupDate: offer.pickupAt.slice(0, 10),
    minDriverAge: offer.minDriverAge,
    methods,
    hint: contactHint,
  });
  const { control, handleSubmit, getValues } = form;
  const agreed = useWatch({ control, name: 'payment.agreeTerms' });
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
  const backToCars = (
    <RouterButton to={`/cars?${carUrlParams(searchOfOffer(offer))}`} color="inherit" size="small">
      {t('booking.otherCars')}
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
                    price: format.price(offer.price.total, offer.price.currency),
                  })}
                </Alert>
              )}
              {step === 0 && <DriverStep control={control} minDriverAge={offer.minDriverAge} />}
              {step === 1 && <RentalStep control={control} offer={offer} />}
              {step === LAST_STEP && !offer.cancellation.refundable && (
                <Alert severity="info" role="note">
                  {t('booking.prepaidOnly')}
                </Alert>
              )}
              {step === LAST_STEP && (
                <PaymentStep
                  control={control}
                  methods={methods}
                  signInFirst={session === 'guest'}
                />
              )}
              <ConfirmationNotice
                state={confirmation.state}
                totals={(repriced) => ({
                  previous: format.price(shownTotal, offer.price.currency),
                  // The add-ons cost what they did: the rental's change is the total's.
                  current: format.price(
                    (cents(shownTotal) + cents(repriced.price.total) - cents(offer.price.total)) /
                      100,
                    repriced.price.currency,
                  ),
                })}
                onAcceptNewPrice={() => void confirmation.acceptNewPrice(getValues())}
                backLink={backToCars}
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
          <BookingSummary
            offer={offer}
            pricing={rental.pricing}
            updating={rental.updating}
            failure={rental.failure}
            insurance={extras.insurance}
            method={method}
          />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
