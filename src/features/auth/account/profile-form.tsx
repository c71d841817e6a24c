import Save from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';

import { EmailField, FullNameField, PhoneField } from '@/components/form/contact-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';

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
          <FullNameField control={control} name="name" label={t('fields.fullName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <EmailField control={control} name="email" label={t('fields.email')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PhoneField control={control} name="phone_number" label={t('fields.phone')} required />
        </Grid>
      </Grid>
      <FormSubmitButton layout="page" loading={saving} startIcon={<Save />}>
        {t('profile.save')}
      </FormSubmitButton>
    </Box>
  );
}
