import { yupResolver } from '@hookform/resolvers/yup';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';

import { RouterLink } from '@/components/router-link';

import { serverField } from '../api/auth-errors';
import { useRegisterMutation } from '../api/auth-api';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { readReturnTo, returnState, type VerifyOtpState } from '../navigation-state';
import {
  EMPTY_SIGNUP_FORM,
  SIGNUP_FIELDS,
  isSignupFormFilled,
  signupSchema,
  type SignupFormValues,
} from '../schemas/signup-schema';
import { REGISTER_REDIRECT_MS } from '../timing';

import { AuthCard } from './auth-card';
import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { SignupForm } from './signup-form';

const REGISTER_ERROR_KEYS = {
  email_taken: 'signup.errors.emailTaken',
  phone_taken: 'signup.errors.phoneTaken',
  password_common: 'signup.errors.passwordCommon',
};

const isSignupField = (name: string | null): name is (typeof SIGNUP_FIELDS)[number] =>
  SIGNUP_FIELDS.some((field) => field === name);

/**
 * /signup (§2, §4, §5): registers, then sends the traveller to enter the code after 2 s. Where
 * the traveller was going before (state.from) travels on with them.
 */
export function SignupPage() {
  const { t } = useAuthTranslation();
  const returnTo = readReturnTo(useLocation().state);
  const navigateLater = useDelayedNavigate();
  const errorText = useAuthErrorText();
  const [register] = useRegisterMutation();
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const [registered, setRegistered] = useState(false);
  const { control, handleSubmit, formState, setError } = useForm<SignupFormValues>({
    resolver: yupResolver(signupSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_SIGNUP_FORM,
  });
  const values = useWatch({ control });

  const onSubmit = handleSubmit(async ({ name, email, phone_number, password }) => {
    setNotice(null);
    // Nationality is collected but not sent (§3).
    const result = await register({ name, email, phone_number, password });
    if (result.error) {
      const field = serverField(result.error);
      if (isSignupField(field)) {
        setError(field, { type: 'server', message: t('validation.server') }, { shouldFocus: true });
      }
      setNotice({
        severity: 'error',
        message: errorText(result.error, REGISTER_ERROR_KEYS, 'signup.failed'),
      });
      return;
    }
    setNotice({ severity: 'success', message: t('signup.success') });
    setRegistered(true);
    const state: VerifyOtpState = { email, phone_number, ...(returnTo ? { returnTo } : {}) };
    navigateLater('/verify-otp', REGISTER_REDIRECT_MS, { state });
  });

  return (
    <AuthCard
      wide
      icon={<PersonAddAlt />}
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      footer={
        <Typography variant="body2">
          {t('signup.haveAccount')}{' '}
          <RouterLink to="/login" state={returnState(returnTo)}>
            {t('signup.loginLink')}
          </RouterLink>
        </Typography>
      }
    >
      <SignupForm
        control={control}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        canSubmit={isSignupFormFilled(values) && !registered}
      />
      <FormNotice notice={notice} />
    </AuthCard>
  );
}
