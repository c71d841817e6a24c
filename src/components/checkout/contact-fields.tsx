import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';

import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import type { ContactValues } from '@/lib/checkout/checkout-form';

import { useCheckoutTranslation } from './use-checkout-translation';

interface ContactFieldsProps<T extends FieldValues & { contact: ContactValues }> {
  control: Control<T>;
  /** What the address is for, in the kind's words ("…boarding passes", "…your voucher"). */
  note: string;
}

/** Where the confirmation goes: the form's contact.email and contact.phone. */
export function ContactFields<T extends FieldValues & { contact: ContactValues }>({
  control,
  note,
}: ContactFieldsProps<T>) {
  const { t } = useCheckoutTranslation();
  return (
    <SectionCard
      id="checkout-contact-heading"
      heading="h3"
      title={t('contact.title')}
      note={note}
      gap={2}
    >
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={'contact.email' as Path<T>}
            type="email"
            label={t('contact.email')}
            autoComplete="email"
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={'contact.phone' as Path<T>}
            type="tel"
            label={t('contact.phone')}
            autoComplete="tel"
            required
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
      </Grid>
    </SectionCard>
  );
}
