import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';

import { PageContainer } from '@/components/page-container';
import type { FlightBooking } from '@/features/flights/api/booking-api';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { WIZARD_STEPS, type WizardStep } from '../flight-booking-slice';
import { useBookingForm } from '../hooks/use-booking-form';
import { useFieldErrorText } from '../hooks/use-booking-text';
import { useConfirmBooking } from '../hooks/use-confirm-booking';
import { usePartyPricing } from '../hooks/use-party-pricing';
import type { BookableOffer } from '../model/bookable-offer';
import { resultsLinkFor } from '../model/results-link';
import type { ContactHint } from '../schemas/booking-form';

import { BookingSummary } from './booking-summary';
import { BookingWizardStepper } from './booking-wizard-stepper';
import { ConfirmationNotice } from './confirmation-notice';
import { PassengersStep } from './passengers-step';
import { PaymentStep } from './payment-step';
import { PreferencesStep } from './preferences-step';
import { WizardActions } from './wizard-actions';

export type BookingSession = 'checking' | 'guest' | 'signed-in';

export interface FlightBookingWizardProps {
  offer: BookableOffer;
  session: BookingSession;
  contactHint?: ContactHint;
  onSignInRequired: () => void;
  onBooked: (booking: FlightBooking) => void;
}

const LAST_STEP: WizardStep = 2;

/**
 * The three steps (§2) and the summary beside them (below them on a phone), which follows the
 * form live. Next validates the step; Confirm Booking sends a guest to sign in first.
 */
export function FlightBookingWizard({
  offer,
  session,
  contactHint,
  onSignInRequired,
  onBooked,
}: FlightBookingWizardProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { form, step, context, goTo, heading, showFieldError } = useBookingForm(offer, contactHint);
  const { control, handleSubmit, getValues } = form;
  const types = useWatch({ control, name: 'passengers' }).map((item) => item.travelerType);
  const extras = useWatch({ control, name: 'preferences' });
  const agreed = useWatch({ control, name: 'payment.agreeTerms' });
  const pricing = usePartyPricing(offer, types);
  const errorText = useFieldErrorText(context);
  const confirmation = useConfirmBooking({
    offer,
    onBooked,
    onFieldError: showFieldError,
    onSignInRequired,
  });

  const onNext = handleSubmit(() => {
    // The party must be priced before the traveller moves on.
    if (step === 0 && pricing.status !== 'priced') return;
    goTo((step + 1) as WizardStep);
  });
  const onConfirm = handleSubmit(() => {
    if (session === 'guest') onSignInRequired();
    else if (session === 'signed-in') void confirmation.confirm(getValues());
  });

  return (
    <PageContainer>
      <BookingWizardStepper step={step} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box
            component="form"
            noValidate
            onSubmit={step === LAST_STEP ? onConfirm : onNext}
            aria-labelledby="booking-step-heading"
            aria-busy={confirmation.busy}
          >
            <Stack spacing={3}>
              <Box>
                <Typography
                  id="booking-step-heading"
                  ref={heading}
                  tabIndex={-1}
                  component="h2"
                  variant="h5"
                  sx={{ outline: 'none' }}
                >
                  {t(`booking.steps.${WIZARD_STEPS[step]}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('booking.stepOf', {
                    step: format.number(step + 1),
                    total: format.number(WIZARD_STEPS.length),
                  })}
                </Typography>
              </Box>
              {step === 0 && (
                <PassengersStep
                  control={control}
                  dates={context}
                  errorText={errorText}
                  pricing={pricing}
                  seatsLeft={offer.numberOfBookableSeats}
                />
              )}
              {step === 1 && (
                <PreferencesStep
                  control={control}
                  errorText={errorText}
                  currency={offer.price.currency}
                />
              )}
              {step === LAST_STEP && (
                <PaymentStep
                  control={control}
                  errorText={errorText}
                  signInFirst={session === 'guest'}
                />
              )}
              <ConfirmationNotice
                state={confirmation.state}
                offer={offer}
                resultsLink={resultsLinkFor(offer)}
                onAcceptNewPrice={() => void confirmation.acceptNewPrice(getValues())}
              />
              <WizardActions
                onPrevious={
                  step > 0 && !confirmation.busy ? () => goTo((step - 1) as WizardStep) : undefined
                }
                last={step === LAST_STEP}
                canConfirm={agreed && confirmation.state.kind !== 'price-changed'}
                loading={
                  step === LAST_STEP
                    ? confirmation.busy || session === 'checking'
                    : step === 0 && pricing.status === 'updating'
                }
              />
            </Stack>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <BookingSummary offer={offer} types={types} extras={extras} pricing={pricing} />
        </Grid>
      </Grid>
    </PageContainer>
  );
}
