import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Turns the schema's message (an i18n key) into text in the reader's language. */
  errorText: (messageKey: string) => string;
};

/** A TextField bound to react-hook-form, showing its error in the current language. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  errorText,
  ...props
}: FormTextFieldProps<T>) {
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
      helperText={errorKey ? errorText(errorKey) : ' '}
    />
  );
}
