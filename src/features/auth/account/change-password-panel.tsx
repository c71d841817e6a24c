import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';

import { apiErrorCode } from '@/api/error-message';

import { useChangePasswordMutation } from '../api/auth-api';
import { FormNotice } from '@/components/form/form-notice';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useTransientNotice } from '../hooks/use-transient-notice';
import {
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  type ChangePasswordFormValues,
} from '../schemas/change-password-schema';

import { ChangePasswordForm } from './change-password-form';

const CHANGE_PASSWORD_ERROR_KEYS = {
  wrong_password: 'password.errors.wrongPassword',
  password_common: 'signup.errors.passwordCommon',
};

/**
 * The Change Password form of the dashboard's Settings (§2, §5): the rules are checked in order
 * and only the first failure shows; on success the fields clear. Messages clear after 3 s.
 */
export function ChangePasswordPanel() {
  const { t } = useAuthTranslation();
  const errorText = useAuthErrorText();
  const [changePassword, { isLoading: saving }] = useChangePasswordMutation();
  const [notice, setNotice] = useTransientNotice();
  const { control, handleSubmit, reset, setError } = useForm<ChangePasswordFormValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD_FORM,
  });
  const values = useWatch({ control });
  const filled = Boolean(values.old_password && values.new_password && values.confirm_password);

  const onSubmit = handleSubmit(async (passwords) => {
    setNotice(null);
    const result = await changePassword(passwords);
    if (result.error) {
      if (apiErrorCode(result.error) === 'wrong_password') {
        setError('old_password', { type: 'server', message: t('validation.server') });
      }
      setNotice({
        severity: 'error',
        message: errorText(result.error, CHANGE_PASSWORD_ERROR_KEYS, 'password.failed'),
      });
      return;
    }
    reset(EMPTY_CHANGE_PASSWORD_FORM);
    setNotice({ severity: 'success', message: t('password.changed') });
  });

  return (
    <div>
      <ChangePasswordForm
        control={control}
        onSubmit={onSubmit}
        saving={saving}
        canSubmit={filled && !saving}
      />
      <FormNotice notice={notice} />
    </div>
  );
}
