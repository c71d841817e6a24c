import { yupResolver } from '@hookform/resolvers/yup';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';

import { apiErrorCode } from '@/api/error-message';
import { useAppDispatch } from '@/app/hooks';
import { RouterLink } from '@/components/router-link';
import { saveTokens } from '@/lib/token-storage';

import { useLoginMutation } from '../api/auth-api';
import { tokensStored } from '../auth-slice';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { useRefreshUser } from '../hooks/use-refresh-user';
import {
  readEmailHint,
  readReturnTo,
  redirectAfterLogin,
  returnState,
  type VerifyOtpState,
} from '../navigation-state';
import { EMPTY_LOGIN_FORM, loginSchema, type LoginFormValues } from '../schemas/login-schema';
import { LOGIN_REDIRECT_MS } from '../timing';

import { AuthCard } from './auth-card';
import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { LoginForm } from './login-form';

const LOGIN_ERROR_KEYS = {
  invalid_credentials: 'login.errors.invalidCredentials',
  rate_limited: 'login.errors.rateLimited',
};

/** /login (§2, §4): signs in, stores the tokens where "remember me" says, loads the profile. */
export function LoginPage() {
  const { t } = useAuthTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const dispatch = useAppDispatch();
  const refreshUser = useRefreshUser();
  const errorText = useAuthErrorText();
  const [login] = useLoginMutation();
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const [shaking, setShaking] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const { control, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: yupResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { ...EMPTY_LOGIN_FORM, email: readEmailHint(location.state) },
  });

  const fail = (message: string) => {
    setNotice({ severity: 'error', message });
    setShaking(true);
  };

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setNotice(null);
    setShaking(false);
    const result = await login({ email, password });
    if (result.error) {
      // The server has just e-mailed a fresh code to an unverified account.
      if (apiErrorCode(result.error) === 'not_verified') {
        const returnTo = readReturnTo(location.state);
        const state: VerifyOtpState = { email, ...(returnTo ? { returnTo } : {}) };
        void navigate('/verify-otp', { state });
        return;
      }
      fail(errorText(result.error, LOGIN_ERROR_KEYS, 'login.failed'));
      return;
    }
    const { access, refresh, user_id: userId } = result.data;
    saveTokens({ access, refresh, userId: String(userId) }, remember);
    dispatch(tokensStored(access));
    if (!(await refreshUser())) {
      fail(t('login.failed'));
      return;
    }
    setNotice({ severity: 'success', message: t('login.success') });
    setRedirecting(true);
    navigateLater(redirectAfterLogin(location.state), LOGIN_REDIRECT_MS, { replace: true });
  });

  return (
    <AuthCard
      icon={<LockOutlined />}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Typography variant="body2">
          {t('login.noAccount')} {/* A new traveller signs up on the way to the same place. */}
          <RouterLink to="/signup" state={returnState(readReturnTo(location.state))}>
            {t('login.signupLink')}
          </RouterLink>
          <br />
          {t('login.bookedAsGuest')}{' '}
          <RouterLink to="/find-booking">{t('login.findBookingLink')}</RouterLink>
        </Typography>
      }
    >
      <LoginForm
        control={control}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        locked={redirecting}
        shaking={shaking}
        onShakeEnd={() => setShaking(false)}
      />
      <FormNotice notice={notice} />
    </AuthCard>
  );
}
