import PersonAdd from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';
import { Trans } from 'react-i18next';

import { RouterLink } from '@/components/router-link';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { EmailField, FullNameField, PhoneField } from '@/components/form/contact-fields';
import { FormTextField } from '@/components/form/form-text-field';
import { FormSubmitButton } from '@/components/form/form-submit-button';

import { NATIONALITIES } from '../data/nationalities';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import type { SignupFormValues } from '../schemas/signup-schema';

import { PasswordField } from './password-field';

interface SignupFormProps {
  control: Control<SignupFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** §5: disabled until every field is filled and the terms are accepted, and after success. */
  canSubmit: boolean;
}

export function SignupForm({ control, onSubmit, submitting, canSubmit }: SignupFormProps) {
  const { t } = useAuthTranslation();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FullNameField control={control} name="name" label={t('fields.fullName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <EmailField control={control} name="email" label={t('fields.email')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneField control={control} name="phone_number" label={t('fields.phone')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="nationality"
            select
            label={t('fields.nationality')}
            required
          >
            {NATIONALITIES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`nationalities.${code}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            control={control}
            name="password"
            label={t('fields.password')}
            autoComplete="new-password"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            control={control}
            name="confirm_password"
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            required
          />
        </Grid>
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="terms"
            showError
            label={
              <Trans
                t={t}
                i18nKey="signup.terms"
                components={{
                  terms: <RouterLink to="/terms" target="_blank" rel="noopener" />,
                  privacy: <RouterLink to="/privacy" target="_blank" rel="noopener" />,
                }}
              />
            }
          />
        </Grid>
      </Grid>
      <FormSubmitButton
        layout="card"
        loading={submitting}
        disabled={!canSubmit}
        startIcon={<PersonAdd />}
      >
        {t('signup.submit')}
      </FormSubmitButton>
    </Box>
  );
}
