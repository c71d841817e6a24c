import { useCallback, useEffect, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { CheckoutFormValues } from '@/lib/checkout/checkout-form';
import type { DraftSlice, WizardStep } from '@/lib/checkout/draft-slice';

import { useCheckoutForm } from './use-checkout-form';

export interface DraftCheckoutFormOptions<
  Values extends CheckoutFormValues,
  Context,
  Draft extends { step: WizardStep },
> {
  /** The kind's draft slice (lib/checkout/draft-slice.ts). */
  drafts: DraftSlice<Draft>;
  /** Whether a saved draft is for this wizard's link (the same offer, the same rates). */
  isFor: (draft: Draft) => boolean;
  /** A new draft for this link. */
  emptyDraft: () => Draft;
  formValuesFrom: (draft: Draft) => Values;
  /** What the store keeps of the form at a step: new objects, and never the card. */
  draftFrom: (values: Values, step: WizardStep) => Draft;
  schemas: Record<WizardStep, AnyObjectSchema>;
  context: Context;
  /** The step of a field the server named ('payment.card.cvv'), or null when it is not the form's. */
  stepOfField: (field: string) => WizardStep | null;
}

/**
 * The form of a wizard kept as one draft (cars, hotels). It starts from the saved draft when the
 * draft is for this link (a reload, the way back from signing in or up), else empty, and from then
 * on leads, the store keeping a copy without the card.
 */
export function useDraftCheckoutForm<
  Values extends CheckoutFormValues,
  Context extends object,
  Draft extends { step: WizardStep },
>(options: DraftCheckoutFormOptions<Values, Context, Draft>) {
  const { drafts, isFor, emptyDraft, formValuesFrom, draftFrom, stepOfField } = options;
  const { draftSaved, stepChanged } = drafts.actions;
  const dispatch = useAppDispatch();
  // Read once, for the first values: later copies in the store must not re-render the form.
  const saved = useAppSelector(drafts.selectDraft, () => true);
  const [start] = useState(() => (saved && isFor(saved) ? saved : emptyDraft()));
  const [step, setStep] = useState<WizardStep>(start.step);
  useEffect(() => {
    if (start !== saved) dispatch(draftSaved(start));
  }, [dispatch, draftSaved, saved, start]);

  const showStep = useCallback(
    (next: WizardStep) => {
      setStep(next);
      dispatch(stepChanged(next));
    },
    [dispatch, stepChanged],
  );
  const locate = useCallback(
    (field: string) => {
      const fieldStep = stepOfField(field);
      return fieldStep === null ? null : { name: field, step: fieldStep };
    },
    [stepOfField],
  );
  return useCheckoutForm<Values, Context>({
    schemas: options.schemas,
    context: options.context,
    defaultValues: formValuesFrom(start) as DefaultValues<Values>,
    step,
    setStep: showStep,
    save: (values) => dispatch(draftSaved(draftFrom(values, step))),
    locate,
  });
}
