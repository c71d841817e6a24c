import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';

import { FormTextField } from '@/components/form/form-text-field';

import { useAuthTranslation } from '../hooks/use-auth-translation';
import type { ProfileFormValues } from '../schemas/profile-schema';

interface ProfileFormProps {
  control: Control<ProfileFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
}

/** §2 My Profile: Full Name, Email, Phone Number and Save Changes. */
export function ProfileForm({ control, onSubmit, saving }: ProfileFormProps) {
  const { t } = useAuthTranslation();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <Grid container columnSpacing={2} rowSpacing={1}>
        <Grid size={12}>
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
      </Grid>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={saving}
        loadingPosition="start"
        startIcon={<Save />}
        sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('profile.save')}
      </Button>
    </Box>
  );
}
