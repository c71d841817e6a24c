import { FLIGHT_PAYMENT_METHODS } from '@server/modules/flights/constants.ts';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';

import { CheckoutWizard, type BookingSession } from '@/components/checkout/checkout-wizard';
import { PaymentStep } from '@/components/checkout/payment-step';
import { RouterButton } from '@/components/router-button';
import type { FlightBooking } from '@/features/flights/api/booking-api';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import type { ContactHint } from '@/lib/checkout/checkout-form';
import type { SavedTravellersAccess } from '@/lib/checkout/saved-travellers';

import { WIZARD_STEPS } from '../flight-booking-slice';
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

export type { BookingSession } from '@/components/checkout/checkout-wizard';

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

/**
 * The three steps (§2) on the shared checkout frame, and the summary beside them (below them on
 * a phone), which follows the form live. Next waits for the party to be priced; Confirm Booking
 * sends a guest to sign in first, and saves the passengers when the traveller asked for it.
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
  const checkout = useBookingForm(offer, contactHint);
  const { form, step, context, showFieldError } = checkout;
  const { control, getValues } = form;
  const types = useWatch({ control, name: 'passengers' }).map((item) => item.travelerType);
  const extras = useWatch({ control, name: 'preferences' });
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
  const totalCents = (priced: BookableOffer) => priceBreakdown(priced, extras).totalMinor;

  return (
    <CheckoutWizard
      title={t('booking.title')}
      steps={WIZARD_STEPS.map((name) => t(`booking.steps.${name}`))}
      checkout={checkout}
      confirmation={confirmation}
      session={session}
      onSignInRequired={onSignInRequired}
      totals={(repriced) => ({
        previousCents: totalCents(offer),
        currentCents: totalCents(repriced),
        currency: repriced.price.currency,
      })}
      backLink={
        <RouterButton to={resultsLinkFor(offer)} color="inherit" size="small">
          {t('booking.backToFlights')}
        </RouterButton>
      }
      summary={<BookingSummary offer={offer} types={types} extras={extras} pricing={pricing} />}
      // The party must be priced before the traveller moves on.
      ready={step !== 0 || pricing.status === 'priced'}
      working={step === 0 && pricing.status === 'updating'}
    >
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
      {step === 2 && (
        <PaymentStep
          control={control}
          methods={FLIGHT_PAYMENT_METHODS}
          signInFirst={session === 'guest'}
        />
      )}
    </CheckoutWizard>
  );
}
