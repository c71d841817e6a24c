import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { keyframes } from '@mui/material/styles';
import type { FormEventHandler } from 'react';
import type { Control } from 'react-hook-form';

import { RouterLink } from '@/components/router-link';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { EmailField } from '@/components/form/contact-fields';

import { useAuthTranslation } from '../hooks/use-auth-translation';
import type { LoginFormValues } from '../schemas/login-schema';

import { PasswordField } from './password-field';

// §8: the button shakes when sign-in fails.
const shake = keyframes`
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-5px); }
  40%, 60% { transform: translateX(5px); }
`;

interface LoginFormProps {
  control: Control<LoginFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** After success, while the redirect waits. */
  locked: boolean;
  shaking: boolean;
  onShakeEnd: () => void;
}

export function LoginForm({
  control,
  onSubmit,
  submitting,
  locked,
  shaking,
  onShakeEnd,
}: LoginFormProps) {
  const { t } = useAuthTranslation();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <EmailField control={control} name="email" label={t('fields.email')} required />
      <PasswordField
        control={control}
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        required
        sx={{ mt: 1 }}
      />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <FormCheckbox control={control} name="remember" label={t('login.remember')} />
        <RouterLink to="/forgot-password" variant="body2">
          {t('login.forgot')}
        </RouterLink>
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={submitting}
        disabled={locked}
        startIcon={
          <LoginIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
          />
        }
        data-shake={shaking}
        onAnimationEnd={onShakeEnd}
        sx={{
          mt: 2,
          '&[data-shake="true"]': { animation: `${shake} 0.5s ease-in-out` },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
        }}
      >
        {t('login.submit')}
      </Button>
    </Box>
  );
}
