import { object, ref, string, type InferType } from 'yup';

import { authError, newPasswordField } from './rules';

// The new password follows the sign-up rules (§5).
export const resetPasswordSchema = object({
  new_password: newPasswordField(),
  confirm_password: string()
    .required(authError('confirmRequired'))
    .oneOf([ref('new_password')], authError('passwordsMismatch')),
});

export type ResetPasswordFormValues = InferType<typeof resetPasswordSchema>;
