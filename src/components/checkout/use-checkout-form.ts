import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

import type { CheckoutFormValues, FieldLocation } from '@/lib/checkout/checkout-form';
import type { WizardStep } from '@/lib/checkout/draft-slice';

import { useDraftSync } from './use-draft-sync';
import { useStepFocus } from './use-step-focus';
import { useStepHistory } from './use-step-history';

export interface CheckoutFormOptions<Values extends CheckoutFormValues, Context> {
  /** Each step's schema: the current one is the resolver, so Next validates that step only. */
  schemas: Record<WizardStep, AnyObjectSchema>;
  /** What the schemas are checked against (today, the kind's dates). */
  context: Context;
  defaultValues?: DefaultValues<Values>;
  /** The step, kept where the kind keeps it, and how it changes there. */
  step: WizardStep;
  setStep: (step: WizardStep) => void;
  /** Keeps the kind's copy of the form (useDraftSync: never the card). */
  save: (values: Values) => void;
  /** Where a field the server named is shown, or null when the form has no such field. */
  locate: (field: string) => FieldLocation | null;
  /** A field the server rejected takes the focus once its step shows (else the step's heading). */
  focusRejected?: boolean;
}

export interface CheckoutForm<Values extends CheckoutFormValues> {
  form: UseFormReturn<Values>;
  step: WizardStep;
  goTo: (step: WizardStep) => void;
  /** The step's heading, which takes the focus when the step changes. */
  heading: ReturnType<typeof useStepFocus>;
  /** A field the server named: its message on its own step (false when it is not the form's). */
  showFieldError: (field: string, message: string) => boolean;
}

/**
 * A checkout wizard's one form, the same for every kind: it starts from the kind's saved values
 * and from then on leads, the kind keeping a copy. Steps are browser history entries (Back goes to
 * the previous step) and a new step moves the focus to its heading.
 */
export function useCheckoutForm<Values extends CheckoutFormValues, Context extends object>({
  schemas,
  context,
  defaultValues,
  step,
  setStep,
  save,
  locate,
  focusRejected = false,
}: CheckoutFormOptions<Values, Context>): CheckoutForm<Values> {
  // The resolver's types are the schema's; the step schemas together describe the form's values.
  const resolver = useMemo(
    () => yupResolver(schemas[step]) as unknown as Resolver<Values, Context>,
    [schemas, step],
  );
  const form = useForm<Values, Context>({ defaultValues, resolver, context, mode: 'onTouched' });
  const { setError, setFocus } = form;
  useDraftSync(form, save);

  const goTo: (next: WizardStep) => void = useStepHistory(step, setStep as (step: number) => void);
  const heading = useStepFocus(step);

  const [pendingFocus, setPendingFocus] = useState<FieldLocation | null>(null);
  useEffect(() => {
    if (pendingFocus?.step !== step) return;
    setFocus(pendingFocus.name as FieldPath<Values>);
    setPendingFocus(null);
  }, [pendingFocus, step, setFocus]);

  const showFieldError = useCallback(
    (field: string, message: string) => {
      const location = locate(field);
      if (!location) return false;
      setError(location.name as FieldPath<Values>, { type: 'server', message });
      if (focusRejected) setPendingFocus(location);
      goTo(location.step);
      return true;
    },
    [locate, setError, focusRejected, goTo],
  );

  return { form: form as UseFormReturn<Values>, step, goTo, heading, showFieldError };
}
