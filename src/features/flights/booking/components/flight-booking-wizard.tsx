import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { FLIGHT_PAYMENT_METHODS } from '@server/modules/flights/constants.ts';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';

import { ConfirmationNotice } from '@/components/checkout/confirmation-notice';
import { PaymentStep } from '@/components/checkout/payment-step';
import { WizardActions } from '@/components/checkout/wizard-actions';
import { STEP_HEADING_ID, WizardStepHeading } from '@/components/checkout/wizard-step-heading';
import { WizardStepper } from '@/components/checkout/wizard-stepper';
import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';
import type { FlightBooking } from '@/features/flights/api/booking-api';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import type { ContactHint } from '@/lib/checkout/checkout-form';
import type { SavedTravellersAccess } from '@/lib/checkout/saved-travellers';

import { WIZARD_STEPS, type WizardStep } from '../flight-booking-slice';
import { useBookingForm } from '../hooks/use-booking-form';
import { useConfirmFlightOrder } from '../hooks/use-confirm-flight-order';
import { usePartyPricing } from '../hooks/use-party-pricing';
import type { BookableOffer } from '../model/bookable-offer';
import { priceBreakdown } from '../model/price-breakdown';
import { resultsLinkFor } from '../model/results-link';
import { travellersToSave } from '../schemas/flight-order';

import { BookingSummary } from './booking-summary';
import { PassengersStep } from './passengers-step';
import { PreferencesStep } from './preferences-step';

export type BookingSession = 'checking' | 'guest' | 'signed-in';

export interface FlightBookingWizardProps {
  offer: BookableOffer;
  session: BookingSession;
  contactHint?: ContactHint;
  onSignInRequired: () => void;
  /** `travellersSaved`: whether the passengers were saved, when the traveller asked for it. */
  onBooked: (booking: FlightBooking, travellersSaved?: boolean) => void;
  /** A signed-in traveller's saved travellers (null or absent for a guest). */
  savedTravellers?: SavedTravellersAccess | null;
}

const LAST_STEP: WizardStep = 2;
// After these, only another flight helps.
const DEAD_ENDS = ['sold_out', 'unavailable'] as const;

/**
 * The three steps (§2) on the shared checkout pieces, and the summary beside them (below them on
 * a phone), which follows the form live. Next validates the step; Confirm Booking sends a guest to
 * sign in first.
 */
export function FlightBookingWizard({
  offer,
  session,
  contactHint,
  onSignInRequired,
  onBooked,
  savedTravellers,
}: FlightBookingWizardProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { form, step, context, goTo, heading, showFieldError } = useBookingForm(offer, contactHint);
  const { control, handleSubmit, getValues } = form;
  const types = useWatch({ control, name: 'passengers' }).map((item) => item.travelerType);
  const extras = useWatch({ control, name: 'preferences' });
  const agreed = useWatch({ control, name: 'payment.agreeTerms' });
  const pricing = usePartyPricing(offer, types);
  const [saveConsent, setSaveConsent] = useState(false);
  const booked = useCallback(
    async (booking: FlightBooking) => {
      // The booking is made whatever happens to the saving; the success page says how it went.
      const travellersSaved =
        saveConsent && savedTravellers
          ? await savedTravellers.save(travellersToSave(getValues(), offer))
          : undefined;
      onBooked(booking, travellersSaved);
    },
    [saveConsent, savedTravellers, getValues, offer, onBooked],
  );
  const confirmation = useConfirmFlightOrder({
    offer,
    onBooked: useCallback((booking: FlightBooking) => void booked(booking), [booked]),
    onFieldError: showFieldError,
    onSignInRequired,
  });
  const total = (priced: BookableOffer) =>
    format.price(priceBreakdown(priced, extras).totalMinor / 100, priced.price.currency);
  const backToFlights = (
    <RouterButton to={resultsLinkFor(offer)} color="inherit" size="small">
      {t('booking.backToFlights')}
    </RouterButton>
  );

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
              {step === 0 && (
                <PassengersStep
                  control={control}
                  dates={context}
                  pricing={pricing}
                  seatsLeft={offer.numberOfBookableSeats}
                  saved={savedTravellers?.saved}
                  saveConsent={
                    savedTravellers ? { checked: saveConsent, onChange: setSaveConsent } : undefined
                  }
                />
              )}
              {step === 1 && <PreferencesStep control={control} currency={offer.price.currency} />}
              {step === LAST_STEP && (
                <PaymentStep
                  control={control}
                  methods={FLIGHT_PAYMENT_METHODS}
                  signInFirst={session === 'guest'}
                />
              )}
              <ConfirmationNotice
                state={confirmation.state}
                totals={(repriced) => ({ previous: total(offer), current: total(repriced) })}
                onAcceptNewPrice={() => void confirmation.acceptNewPrice(getValues())}
                backLink={backToFlights}
                deadEnds={DEAD_ENDS}
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
