import type { FieldValues } from 'react-hook-form';

import { FormTextField, type FormTextFieldProps } from './form-text-field';

// The fields that ask who someone is and how to reach them, as the browser autofills them. Whether
// each is required stays with the form.
type ContactFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'type' | 'autoComplete'
>;

export function FullNameField<T extends FieldValues>(props: ContactFieldProps<T>) {
  return <FormTextField {...props} autoComplete="name" />;
}

/** Addresses and numbers read left to right in every language. */
export function EmailField<T extends FieldValues>(props: ContactFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      type="email"
      autoComplete="email"
      slotProps={{ ...props.slotProps, htmlInput: { dir: 'ltr' } }}
    />
  );
}

export function PhoneField<T extends FieldValues>(props: ContactFieldProps<T>) {
  return (
    <FormTextField
      {...props}
      type="tel"
      autoComplete="tel"
      slotProps={{ ...props.slotProps, htmlInput: { dir: 'ltr' } }}
    />
  );
}
