import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormTextField, type FormTextFieldProps } from '@/components/form/form-text-field';
import { formatNumber } from '@/lib/format';

import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactFormValues,
} from '../schemas/contact-schema';

type ContactTextFieldProps = Omit<
  FormTextFieldProps<ContactFormValues>,
  'control' | 'name' | 'errorText'
> & {
  control: Control<ContactFormValues>;
  name: ContactField;
};

type LimitName = keyof typeof CONTACT_LIMITS;
const isLimitName = (name: string): name is LimitName => name in CONTACT_LIMITS;

/** A TextField bound to the contact form, showing its error (an i18n key) in the current language. */
export function ContactTextField({ control, name, ...props }: ContactTextFieldProps) {
  const { t, i18n } = useTranslation('contact');
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const errorText = (errorKey: string) => {
    // The limit feeds both the plural form (count) and the digits the reader sees (limit).
    const limitName = errorKey.replace(/^errors\./, '');
    const count = isLimitName(limitName) ? CONTACT_LIMITS[limitName] : undefined;
    return count === undefined
      ? t(errorKey)
      : t(errorKey, { count, limit: formatNumber(count, language) });
  };
  return <FormTextField {...props} control={control} name={name} errorText={errorText} />;
}
