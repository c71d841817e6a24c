import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDraftSync } from '@/components/checkout/use-draft-sync';
import { useStepFocus } from '@/components/checkout/use-step-focus';
import { useStepHistory } from '@/components/checkout/use-step-history';
import type { CheckoutValidationContext, ContactHint } from '@/lib/checkout/checkout-form';
import { todayIso } from '@/lib/iso-date';

import type { HotelRate } from '../api/hotel-types';

import {
  STEP_SCHEMAS,
  draftFrom,
  emptyDraft,
  formValuesFrom,
  stepOfField,
  type HotelBookingFormValues,
} from './booking-form';
import {
  draftSaved,
  selectHotelBookingDraft,
  stepChanged,
  type HotelBookingDraft,
  type WizardStep,
} from './hotel-booking-slice';

const sameKeys = (draft: HotelBookingDraft | null, rateKeys: string[]) =>
  draft !== null && draft.rateKeys.join(' ') === rateKeys.join(' ');

/**
 * The wizard's one form. It starts from the saved draft when the draft is for these rates (a
 * reload, the way back from signing in), else empty, and from then on leads, the store keeping a
 * copy without the card. The current step's schema is the resolver, so Next validates that step.
 */
export function useHotelBookingForm(rateKeys: string[], rates: HotelRate[], hint?: ContactHint) {
  const dispatch = useAppDispatch();
  // Read once, for the first values: later copies in the store must not re-render the form.
  const saved = useAppSelector(selectHotelBookingDraft, () => true);
  const [start] = useState(() =>
    sameKeys(saved, rateKeys) && saved ? saved : emptyDraft(rateKeys, rates),
  );
  const [step, setStep] = useState<WizardStep>(start.step);
  const context = useMemo<CheckoutValidationContext>(() => ({ today: todayIso() }), []);
  const resolver = useMemo(
    () =>
      yupResolver(STEP_SCHEMAS[step]) as unknown as Resolver<
        HotelBookingFormValues,
        CheckoutValidationContext
      >,
    [step],
  );
  const form = useForm<HotelBookingFormValues, CheckoutValidationContext>({
    defaultValues: formValuesFrom(start, hint),
    resolver,
    context,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (!sameKeys(saved, rateKeys)) dispatch(draftSaved(start));
  }, [dispatch, saved, rateKeys, start]);
  const save = useCallback(
    (values: HotelBookingFormValues) => dispatch(draftSaved(draftFrom(values, rateKeys, step))),
    [dispatch, rateKeys, step],
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
      setError(field as FieldPath<HotelBookingFormValues>, { type: 'server', message });
      goTo(fieldStep);
      return true;
    },
    [setError, goTo],
  );

  return { form, step, goTo, heading, showFieldError };
}
