import type { FieldValues } from 'react-hook-form';

import {
  FormTextField as BoundTextField,
  type FormTextFieldProps as BoundTextFieldProps,
} from '@/components/form/form-text-field';

import { useValidationText } from '../hooks/use-validation-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<BoundTextFieldProps<T>, 'errorText'>;

/** The shared bound TextField, with the account screens' validation messages. */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const validationText = useValidationText();
  return <BoundTextField {...props} errorText={validationText} />;
}
