import PersonAdd from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';
import { Trans } from 'react-i18next';

import { RouterLink } from '@/components/router-link';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';

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
          <FormTextField
            control={control}
            name="name"
            label={t('fields.fullName')}
            autoComplete="name"
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone_number"
            type="tel"
            label={t('fields.phone')}
            autoComplete="tel"
            required
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={submitting}
        disabled={!canSubmit}
        startIcon={<PersonAdd />}
        sx={{ mt: 1 }}
      >
        {t('signup.submit')}
      </Button>
    </Box>
  );
}
