import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { OTP_ERROR_KEYS } from '../api/auth-errors';
import { useConfirmEmailMutation, useUpdateProfileMutation } from '../api/profile-api';
import type { SessionUser } from '../auth-slice';
import { isolate } from '../bidi';
import { OtpInputs } from '../components/otp-inputs';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useCodeEntry } from '../hooks/use-code-entry';
import { OTP_LENGTH } from '../schemas/rules';

/**
 * A new email waits for the code mailed to it before it becomes the sign-in address. The panel
 * takes the code, or keeps the current address instead.
 */
export function PendingEmailPanel({
  profile,
  pendingEmail,
  onSettled,
}: {
  profile: SessionUser;
  pendingEmail: string;
  /** The change was confirmed or dropped: the profile as it now stands. */
  onSettled: (profile: SessionUser, confirmed: boolean) => void;
}) {
  const { t, i18n } = useAuthTranslation();
  const language = languageOf(i18n.language);
  const errorText = useAuthErrorText();
  const [confirmEmail, confirming] = useConfirmEmailMutation();
  const [updateProfile, keeping] = useUpdateProfileMutation();
  const entry = useCodeEntry();
  const [notice, setNotice] = useState<FormNoticeValue>(null);
  const busy = confirming.isLoading || keeping.isLoading;

  const onSubmit = entry.submitWith(setNotice, async (code) => {
    const result = await confirmEmail({ otp: code });
    if (result.data) onSettled(result.data, true);
    if (result.error) {
      setNotice({
        severity: 'error',
        message: errorText(result.error, OTP_ERROR_KEYS, 'otp.invalid'),
      });
      entry.startOver();
    }
  });

  const keepCurrent = async () => {
    const result = await updateProfile({
      name: profile.name,
      email: profile.email ?? '',
      phone_number: profile.phone_number,
    });
    if (result.data) onSettled(result.data, false);
    if (result.error) {
      setNotice({ severity: 'error', message: errorText(result.error, {}, 'profile.saveFailed') });
    }
  };

  return (
    <Alert
      severity="info"
      icon={<MarkEmailUnreadOutlined />}
      sx={{ '& .MuiAlert-message': { width: 1 } }}
    >
      <AlertTitle>{t('profile.emailChange.title')}</AlertTitle>
      {t('profile.emailChange.codeSent', {
        email: isolate(pendingEmail),
        digits: formatNumber(OTP_LENGTH, language),
        current: isolate(profile.email ?? ''),
      })}
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={busy} sx={{ mt: 2 }}>
        <Box role="group" aria-label={t('profile.emailChange.codeLabel')} sx={{ maxWidth: 280 }}>
          <OtpInputs
            digits={entry.digits}
            onChange={entry.setDigits}
            invalid={notice?.severity === 'error'}
            disabled={busy}
            focusRequest={entry.focusRequest}
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" loading={confirming.isLoading}>
            {t('profile.emailChange.confirm')}
          </Button>
          <Button variant="text" onClick={() => void keepCurrent()} loading={keeping.isLoading}>
            {t('profile.emailChange.keepCurrent', { email: isolate(profile.email ?? '') })}
          </Button>
        </Stack>
        <FormNotice notice={notice} />
      </Box>
    </Alert>
  );
}
