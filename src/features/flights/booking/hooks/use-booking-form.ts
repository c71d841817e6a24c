import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDraftSync } from '@/components/checkout/use-draft-sync';
import { useStepFocus } from '@/components/checkout/use-step-focus';
import { useStepHistory } from '@/components/checkout/use-step-history';
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
import { formFieldOf, type FormFieldLocation } from '../schemas/flight-order';
import type { BookingValidationContext } from '../schemas/validation-context';

type FormPath = FieldPath<FlightBookingFormValues>;

/**
 * The wizard's one form. It starts from the saved wizard and from then on leads, the store keeping
 * a copy (useDraftSync); the current step's schema is the resolver, so Next validates that step
 * only and focuses its first mistake. A new step moves the focus to its heading; a field the
 * server rejected is shown on its own step, with the focus on it.
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
  // The resolver's types are the schema's; the step schemas together describe the form's values.
  const resolver = useMemo(
    () =>
      yupResolver(STEP_SCHEMAS[step]) as unknown as Resolver<
        FlightBookingFormValues,
        BookingValidationContext
      >,
    [step],
  );
  const form = useForm<FlightBookingFormValues, BookingValidationContext>({
    defaultValues,
    resolver,
    context,
    mode: 'onTouched',
  });
  const { setError, setFocus } = form;
  const saveDraft = useCallback(
    (values: FlightBookingFormValues) => dispatch(bookingDraftSaved(draftFrom(values))),
    [dispatch],
  );
  useDraftSync(form, saveDraft);

  const setStep = useCallback(
    (next: number) => dispatch(bookingStepChanged(next as WizardStep)),
    [dispatch],
  );
  const goTo: (next: WizardStep) => void = useStepHistory(step, setStep);

  const heading = useStepFocus(step);

  const [pendingFocus, setPendingFocus] = useState<FormFieldLocation | null>(null);
  useEffect(() => {
    if (pendingFocus?.step !== step) return;
    setFocus(pendingFocus.name as FormPath);
    setPendingFocus(null);
  }, [pendingFocus, step, setFocus]);

  /** A field the server named (travelers.1.dateOfBirth): its message shown on its own step. */
  const showFieldError = useCallback(
    (field: string, message: string) => {
      const location = formFieldOf(field);
      if (!location) return false;
      setError(location.name as FormPath, { type: 'server', message });
      setPendingFocus(location);
      goTo(location.step);
      return true;
    },
    [setError, goTo],
  );

  return { form, step, context, goTo, heading, showFieldError };
}
