import { useCallback, useMemo, useState } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useCheckoutForm } from '@/components/checkout/use-checkout-form';
import { todayIso } from '@/lib/iso-date';
import type { ContactHint } from '@/lib/checkout/checkout-form';

import {
  bookingDraftSaved,
  bookingStepChanged,
  selectBookingStep,
  selectBookingWizard,
  type WizardStep,
} from '../flight-booking-slice';
import { tripDates, type BookableOffer } from '../model/bookable-offer';
import {
  STEP_SCHEMAS,
  draftFrom,
  formValuesFrom,
  type FlightBookingFormValues,
} from '../schemas/booking-form';
import { formFieldOf } from '../schemas/flight-order';
import type { BookingValidationContext } from '../schemas/validation-context';

/**
 * The wizard's one form on the shared checkout form (useCheckoutForm). It starts from the saved
 * wizard, whose step lives in the store; a field the server rejected is shown on its own step,
 * with the focus on it. The offer's dates are what the passengers are checked against.
 */
export function useBookingForm(offer: BookableOffer, contactHint?: ContactHint) {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectBookingStep);
  // Read once, for the first values: later copies of the form in the store must not re-render it.
  const saved = useAppSelector(selectBookingWizard, () => true);
  const [defaultValues] = useState(() => (saved ? formValuesFrom(saved, contactHint) : undefined));
  const context = useMemo<BookingValidationContext>(
    () => ({ today: todayIso(), ...tripDates(offer) }),
    [offer],
  );
  const setStep = useCallback((next: WizardStep) => dispatch(bookingStepChanged(next)), [dispatch]);
  const save = useCallback(
    (values: FlightBookingFormValues) => dispatch(bookingDraftSaved(draftFrom(values))),
    [dispatch],
  );
  const checkout = useCheckoutForm<FlightBookingFormValues, BookingValidationContext>({
    schemas: STEP_SCHEMAS,
    context,
    defaultValues,
    step,
    setStep,
    save,
    locate: formFieldOf,
    focusRejected: true,
  });
  return { ...checkout, context };
}
