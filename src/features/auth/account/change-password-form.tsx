import Key from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';

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
      />
      <PasswordField
        control={control}
        name="new_password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        required
        sx={{ mt: 1 }}
      />
      <PasswordField
        control={control}
        name="confirm_password"
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        sx={{ mt: 1 }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={saving}
        loadingPosition="start"
        startIcon={<Key />}
        disabled={!canSubmit}
        sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
      >
        {t('password.submit')}
      </Button>
    </Box>
  );
}
