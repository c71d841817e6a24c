import { yupResolver } from '@hookform/resolvers/yup';
import Password from '@mui/icons-material/Password';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiErrorCode } from '@/api/error-message';
import { RouterButton } from '@/components/router-button';
import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { RouterLink } from '@/components/router-link';

import { isolate } from '../bidi';
import { useResetPasswordMutation } from '../api/auth-api';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import type { ResetPasswordState } from '../navigation-state';
import {
  resetPasswordSchema,
  type ResetPasswordFormValues,
} from '../schemas/reset-password-schema';
import { RESET_REDIRECT_MS } from '../timing';

import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

const RESET_ERROR_KEYS = {
  reset_token_invalid: 'reset.errors.tokenInvalid',
  password_common: 'signup.errors.passwordCommon',
};

/**
 * /reset-password (new; the spec leaves this step out): after a verified reset code the traveller
 * chooses a new password with the sign-up rules, then signs in with it.
 */
export function ResetPasswordPage({ flow }: { flow: ResetPasswordState }) {
  const { t } = useAuthTranslation();
  const navigateLater = useDelayedNavigate();
  const errorText = useAuthErrorText();
  const [resetPassword] = useResetPasswordMutation();
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const [tokenInvalid, setTokenInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const { control, handleSubmit, formState } = useForm<ResetPasswordFormValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    const result = await resetPassword({ ...flow, ...values });
    if (result.error) {
      setTokenInvalid(apiErrorCode(result.error) === 'reset_token_invalid');
      setNotice({
        severity: 'error',
        message: errorText(result.error, RESET_ERROR_KEYS, 'reset.failed'),
      });
      return;
    }
    setNotice({ severity: 'success', message: t('reset.success') });
    setDone(true);
    navigateLater('/login', RESET_REDIRECT_MS, { replace: true, state: { email: flow.email } });
  });

  return (
    <AuthCard
      icon={<Password />}
      title={t('reset.title')}
      subtitle={t('reset.subtitle', { email: isolate(flow.email) })}
      footer={
        <RouterLink to="/login" variant="body2">
          {t('forgot.backToLogin')}
        </RouterLink>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting}>
        <NewPasswordFields control={control} />
        <FormSubmitButton
          layout="card"
          loading={formState.isSubmitting}
          disabled={done || tokenInvalid}
        >
          {t('reset.submit')}
        </FormSubmitButton>
      </Box>
      <FormNotice
        notice={notice}
        action={
          tokenInvalid && (
            <RouterButton to="/forgot-password" color="inherit" size="small">
              {t('reset.requestNew')}
            </RouterButton>
          )
        }
      />
    </AuthCard>
  );
}
