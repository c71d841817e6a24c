import { yupResolver } from '@hookform/resolvers/yup';
import type { CarPaymentMethod } from '@server/modules/cars/constants.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDraftSync } from '@/components/checkout/use-draft-sync';
import { useStepFocus } from '@/components/checkout/use-step-focus';
import { useStepHistory } from '@/components/checkout/use-step-history';
import type { ContactHint } from '@/lib/checkout/checkout-form';
import { todayIso } from '@/lib/iso-date';

import {
  draftFrom,
  emptyDraft,
  formValuesFrom,
  stepOfField,
  stepSchemas,
  type CarBookingFormValues,
  type CarValidationContext,
} from './booking-form';
import {
  draftSaved,
  selectCarBookingDraft,
  stepChanged,
  type WizardStep,
} from './car-booking-slice';

interface CarBookingFormOptions {
  /** The offer id of the wizard's link: the draft it keeps is for this one. */
  offerId: string;
  /** The details page asked for a driver (a new draft starts with one). */
  withDriver: boolean;
  pickupDate: string;
  minDriverAge: number;
  methods: readonly CarPaymentMethod[];
  hint?: ContactHint;
}

/**
 * The wizard's one form. It starts from the saved draft when the draft is for this link (a
 * reload, the way back from signing in or up), else empty, and from then on leads, the store
 * keeping a copy without the card. The current step's schema is the resolver, so Next validates
 * that step; the driver's age is checked against the offer's pickup day and minimum age.
 */
export function useCarBookingForm(options: CarBookingFormOptions) {
  const { offerId, withDriver, pickupDate, minDriverAge, methods, hint } = options;
  const dispatch = useAppDispatch();
  // Read once, for the first values: later copies in the store must not re-render the form.
  const saved = useAppSelector(selectCarBookingDraft, () => true);
  const [start] = useState(() =>
    saved?.offerId === offerId ? saved : emptyDraft(offerId, withDriver),
  );
  const [step, setStep] = useState<WizardStep>(start.step);
  const context = useMemo<CarValidationContext>(
    () => ({ today: todayIso(), pickupDate, minDriverAge }),
    [pickupDate, minDriverAge],
  );
  const schemas = useMemo(() => stepSchemas(methods), [methods]);
  const resolver = useMemo(
    () =>
      yupResolver(schemas[step]) as unknown as Resolver<CarBookingFormValues, CarValidationContext>,
    [schemas, step],
  );
  const form = useForm<CarBookingFormValues, CarValidationContext>({
    defaultValues: formValuesFrom(start, hint),
    resolver,
    context,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (saved?.offerId !== offerId) dispatch(draftSaved(start));
  }, [dispatch, saved, offerId, start]);
  const save = useCallback(
    (values: CarBookingFormValues) => dispatch(draftSaved(draftFrom(values, offerId, step))),
    [dispatch, offerId, step],
  );
  useDraftSync(form, save);

  const showStep = useCallback(
    (next: number) => {
      setStep(next as WizardStep);
      dispatch(stepChanged(next as WizardStep));
    },
    [dispatch],
  );
  // Steps are history entries: the browser's Back goes to the previous step.
  const goTo: (next: WizardStep) => void = useStepHistory(step, showStep);
  const heading = useStepFocus(step);
  const { setError } = form;

  /** A field the server named: its message on its own step. */
  const showFieldError = useCallback(
    (field: string, message: string) => {
      const fieldStep = stepOfField(field);
      if (fieldStep === null) return false;
      setError(field as FieldPath<CarBookingFormValues>, { type: 'server', message });
      goTo(fieldStep);
      return true;
    },
    [setError, goTo],
  );

  return { form, step, goTo, heading, showFieldError };
}
