import type { FieldValues } from 'react-hook-form';

import {
  FormCheckbox as BoundCheckbox,
  type FormCheckboxProps as BoundCheckboxProps,
} from '@/components/form/form-checkbox';

import { useValidationText } from '../hooks/use-validation-text';

interface FormCheckboxProps<T extends FieldValues> extends Omit<
  BoundCheckboxProps<T>,
  'errorText'
> {
  /** Whether to keep a line for an error under the box. */
  showError?: boolean;
}

/** The shared bound checkbox, with the account screens' validation messages when asked. */
export function FormCheckbox<T extends FieldValues>({
  showError = false,
  ...props
}: FormCheckboxProps<T>) {
  const validationText = useValidationText();
  return <BoundCheckbox {...props} errorText={showError ? validationText : undefined} />;
}
