import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { useFieldErrorText } from './use-field-error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Reshapes what is typed before the form keeps it (a card number grouped as printed). */
  transform?: (typed: string, previous: string) => string;
};

/** A TextField bound to react-hook-form, showing its error in the current language. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  transform,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(
          transform ? transform(event.target.value, String(field.value ?? '')) : event.target.value,
        )
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      // A space keeps the helper line, so the layout does not jump when an error appears.
      helperText={error || ' '}
    />
  );
}
