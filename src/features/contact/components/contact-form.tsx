import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { EmailField, FullNameField, PhoneField } from '@/components/form/contact-fields';
import { FormTextField } from '@/components/form/form-text-field';
import { FormSubmitButton } from '@/components/form/form-submit-button';

import { CONTACT_MESSAGE_TYPES, type ContactFormValues } from '../schemas/contact-schema';

interface ContactFormProps {
  control: Control<ContactFormValues>;
  sending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** The message form's fields and button; validation and sending belong to the container. */
export function ContactForm({ control, sending, onSubmit }: ContactFormProps) {
  const { t } = useTranslation('contact');
  return (
    // noValidate: yup gives the same rules in the user's language instead of browser bubbles.
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={sending}>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FullNameField control={control} name="fullName" label={t('form.fullName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <EmailField control={control} name="email" label={t('form.email')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneField control={control} name="phone" label={t('form.phone')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="messageType"
            select
            label={t('form.messageType')}
            required
          >
            {CONTACT_MESSAGE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`form.types.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="message"
            label={t('form.message')}
            multiline
            minRows={5}
            required
          />
        </Grid>
      </Grid>
      <FormSubmitButton
        layout="page"
        loading={sending}
        startIcon={
          <SendIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        }
      >
        {t('form.submit')}
      </FormSubmitButton>
    </Box>
  );
}
