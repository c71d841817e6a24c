import { object, string, type InferType } from 'yup';

import { authError, PASSWORD_MIN_LENGTH } from './rules';

/*
 * §5 checks the change in a fixed order and reports the first failure only, so all three rules
 * sit on new_password in that order (yup runs a field's tests in the order they are declared).
 * Empty fields never reach the schema in practice: the button is disabled until all are filled.
 */
export const changePasswordSchema = object({
  old_password: string().required(authError('currentPasswordRequired')),
  new_password: string()
    .required(authError('newPasswordMin', { min: PASSWORD_MIN_LENGTH }))
    .min(PASSWORD_MIN_LENGTH, authError('newPasswordMin', { min: PASSWORD_MIN_LENGTH }))
    .test(
      'matches-confirm',
      authError('newPasswordsMismatch'),
      (value, context) => value === context.parent.confirm_password,
    )
    .test(
      'differs-from-current',
      authError('newPasswordSame'),
      (value, context) => value !== context.parent.old_password,
    ),
  confirm_password: string().required(authError('confirmRequired')),
});

export type ChangePasswordFormValues = InferType<typeof changePasswordSchema>;

export const EMPTY_CHANGE_PASSWORD_FORM: ChangePasswordFormValues = {
  old_password: '',
  new_password: '',
  confirm_password: '',
};
