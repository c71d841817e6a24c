import type { Control, Path } from 'react-hook-form';

import { useAuthTranslation } from '../hooks/use-auth-translation';
import type { ResetPasswordFormValues } from '../schemas/reset-password-schema';

import { PasswordField } from './password-field';

const FIELDS = [
  { name: 'new_password', label: 'fields.newPassword' },
  { name: 'confirm_password', label: 'fields.confirmNewPassword', sx: { mt: 1 } },
] as const;

/** A new password and its confirmation, as both a reset and a change ask for them. */
export function NewPasswordFields<T extends ResetPasswordFormValues>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useAuthTranslation();
  return FIELDS.map((field) => (
    <PasswordField
      key={field.name}
      control={control}
      // T has the field (its constraint says so), but TypeScript cannot name a generic type's path.
      name={field.name as Path<T>}
      label={t(field.label)}
      autoComplete="new-password"
      required
      sx={'sx' in field ? field.sx : undefined}
    />
  ));
}
