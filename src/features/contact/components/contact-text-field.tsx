import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/format';

import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactFormValues,
} from '../schemas/contact-schema';

type ContactTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<ContactFormValues>;
  name: ContactField;
};

type LimitName = keyof typeof CONTACT_LIMITS;
const isLimitName = (name: string): name is LimitName => name in CONTACT_LIMITS;

/** A TextField bound to the contact form, showing its error (an i18n key) in the current language. */
export function ContactTextField({ control, name, ...props }: ContactTextFieldProps) {
  const { t, i18n } = useTranslation('contact');
  const { field, fieldState } = useController({ control, name });
  const errorKey = fieldState.error?.message;

  let helperText = ' ';
  if (errorKey) {
    // The limit feeds both the plural form (count) and the digits the reader sees (limit).
    const limitName = errorKey.replace(/^errors\./, '');
    const count = isLimitName(limitName) ? CONTACT_LIMITS[limitName] : undefined;
    const language = i18n.language === 'ar' ? 'ar' : 'en';
    helperText =
      count === undefined
        ? t(errorKey)
        : t(errorKey, { count, limit: formatNumber(count, language) });
  }

  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(errorKey)}
      helperText={helperText}
    />
  );
}
