import type { Control, Path } from 'react-hook-form';

import { useAuthTranslation } from '../hooks/use-auth-translation';
import type { ResetPasswordFormValues } from '../schemas/reset-password-schema';

import { PasswordField } from './password-field';

/** A new password and its confirmation, as both a reset and a change ask for them. */
export function NewPasswordFields<T extends ResetPasswordFormValues>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useAuthTranslation();
  // T has both fields (its constraint says so), but TypeScript cannot name a path of a generic type.
  const field = (name: keyof ResetPasswordFormValues) => name as Path<T>;
  return (
    <>
      <PasswordField
        control={control}
        name={field('new_password')}
        label={t('fields.newPassword')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        control={control}
        name={field('confirm_password')}
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        sx={{ mt: 1 }}
      />
    </>
  );
}
