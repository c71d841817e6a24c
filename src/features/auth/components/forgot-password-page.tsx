import { yupResolver } from '@hookform/resolvers/yup';
import LockReset from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { apiErrorCode } from '@/api/error-message';
import { RouterLink } from '@/components/router-link';
import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { EmailField } from '@/components/form/contact-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';

import { useForgotPasswordMutation } from '../api/auth-api';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import type { VerifyOtpState } from '../navigation-state';
import {
  forgotPasswordSchema,
  type ForgotPasswordFormValues,
} from '../schemas/forgot-password-schema';

import { AuthCard } from './auth-card';

/**
 * /forgot-password (§2, §4): asks for a reset code, then goes straight to /verify-otp, which
 * confirms that the code was sent.
 */
export function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [forgotPassword] = useForgotPasswordMutation();
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const { control, handleSubmit, formState } = useForm<ForgotPasswordFormValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setNotice(null);
    const result = await forgotPassword({ email });
    if (result.error) {
      const limited = apiErrorCode(result.error) === 'rate_limited';
      setNotice({
        severity: 'error',
        message: t(limited ? 'forgot.rateLimited' : 'forgot.failed'),
      });
      return;
    }
    const state: VerifyOtpState = { email, from: 'forget' };
    void navigate('/verify-otp', { state });
  });

  return (
    <AuthCard
      icon={<LockReset />}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <RouterLink to="/login" variant="body2">
          {t('forgot.backToLogin')}
        </RouterLink>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting}>
        <EmailField control={control} name="email" label={t('fields.email')} required />
        <FormSubmitButton layout="card" loading={formState.isSubmitting}>
          {t('forgot.submit')}
        </FormSubmitButton>
      </Box>
      <FormNotice notice={notice} />
    </AuthCard>
  );
}
