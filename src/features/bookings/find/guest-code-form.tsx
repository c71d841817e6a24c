import { yupResolver } from '@hookform/resolvers/yup';
import { OTP_RULES } from '@server/modules/auth/constants.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiErrorCode } from '@/api/error-message';
import { useCountdown } from '@/components/feedback/use-countdown';
import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormTextField } from '@/components/form/form-text-field';
import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { useRequestGuestCodeMutation, useVerifyGuestCodeMutation } from '../api/guest-booking-api';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

import type { GuestAccess } from './guest-access';
import {
  guestCodeSchema,
  type FindBookingValues,
  type GuestCodeValues,
} from './find-booking-schema';

// The server's refusals of a code, in the reader's language.
const CODE_PROBLEMS: Record<string, string> = {
  otp_invalid: 'find.code.invalid',
  otp_expired: 'find.code.expired',
  otp_locked: 'find.code.locked',
  rate_limited: 'find.code.rateLimited',
};

interface GuestCodeFormProps {
  pair: FindBookingValues;
  onOpened: (access: GuestAccess) => void;
  onBack: () => void;
}

/** The mailed code; a new one after the server's wait (one a minute). */
export function GuestCodeForm({ pair, onOpened, onBack }: GuestCodeFormProps) {
  const { t, i18n } = useBookingsTranslation();
  const language = languageOf(i18n.language);
  const minutes = formatNumber(OTP_RULES.ttlSeconds / 60, language);
  const [verify] = useVerifyGuestCodeMutation();
  const [requestCode, resend] = useRequestGuestCodeMutation();
  const countdown = useCountdown(OTP_RULES.resendIntervalSeconds);
  const [notice, setNotice] = useState<FormNoticeValue>({
    severity: 'info',
    message: t('find.code.sent', { email: pair.email, minutes }),
  });
  const { control, handleSubmit, formState, reset } = useForm<GuestCodeValues>({
    resolver: yupResolver(guestCodeSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setNotice(null);
    const result = await verify({ ...pair, code });
    if (result.error) {
      const problem = CODE_PROBLEMS[apiErrorCode(result.error) ?? ''];
      setNotice({ severity: 'error', message: t(problem ?? 'find.failed') });
      reset({ code: '' });
      return;
    }
    onOpened({ ...pair, access: result.data.access });
  });

  const onResend = async () => {
    const result = await requestCode(pair);
    countdown.restart(OTP_RULES.resendIntervalSeconds);
    setNotice(
      result.error
        ? { severity: 'error', message: t('find.code.wait') }
        : { severity: 'info', message: t('find.code.resent', { email: pair.email }) },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={formState.isSubmitting}>
      <FormTextField
        control={control}
        name="code"
        label={t('find.code.label', { length: formatNumber(OTP_RULES.length, language) })}
        required
        fullWidth
        margin="normal"
        autoComplete="one-time-code"
        slotProps={{
          htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: OTP_RULES.length },
        }}
      />
      <FormSubmitButton layout="card" loading={formState.isSubmitting}>
        {t('find.code.submit')}
      </FormSubmitButton>
      <FormNotice notice={notice} />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Button onClick={onBack}>{t('find.code.back')}</Button>
        {countdown.secondsLeft > 0 ? (
          <Typography color="text.secondary">
            {/* "s", not a plural: the number changes every second. */}
            {t('find.code.resendIn', { seconds: formatNumber(countdown.secondsLeft, language) })}
          </Typography>
        ) : (
          <Button onClick={() => void onResend()} loading={resend.isLoading}>
            {t('find.code.resend')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
