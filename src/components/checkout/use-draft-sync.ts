import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Copies every change of a checkout form into its persisted draft (`save`), so a reload or a
 * detour through sign-in finds it as it was. Changes to the card fields are not copied, and
 * `save` is handed what the kind keeps of the form, which never has the card.
 */
export function useDraftSync<T extends FieldValues>(
  { watch, getValues }: Pick<UseFormReturn<T>, 'watch' | 'getValues'>,
  save: (values: T) => void,
) {
  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('payment.card')) return;
      latestSave.current(getValues());
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
}
