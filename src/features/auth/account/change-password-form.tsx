import Key from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';

import { FormSubmitButton } from '@/components/form/form-submit-button';

import { NewPasswordFields } from '../components/new-password-fields';
import { PasswordField } from '../components/password-field';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import type { ChangePasswordFormValues } from '../schemas/change-password-schema';

interface ChangePasswordFormProps {
  control: Control<ChangePasswordFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** §5: disabled while any field is empty or a request is in progress. */
  canSubmit: boolean;
}

export function ChangePasswordForm({
  control,
  onSubmit,
  saving,
  canSubmit,
}: ChangePasswordFormProps) {
  const { t } = useAuthTranslation();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={saving} sx={{ maxWidth: 480 }}>
      <PasswordField
        control={control}
        name="old_password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        // The new-password fields start without a margin above, so this one keeps it below.
        sx={{ mb: 1 }}
      />
      <NewPasswordFields control={control} />
      <FormSubmitButton
        layout="page"
        size="medium"
        loading={saving}
        startIcon={<Key />}
        disabled={!canSubmit}
      >
        {t('password.submit')}
      </FormSubmitButton>
    </Box>
  );
}
