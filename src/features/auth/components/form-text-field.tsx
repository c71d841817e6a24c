import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useValidationText } from '../hooks/use-validation-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T>;
  name: Path<T>;
};

/** A TextField bound to react-hook-form; its error (an i18n key) shows in the current language. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control, name });
  const errorKey = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorKey)}
      // A space keeps the helper line, so the layout does not jump when an error appears.
      helperText={errorKey ? validationText(errorKey) : ' '}
    />
  );
}
