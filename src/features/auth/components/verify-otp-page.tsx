import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { RouterLink } from '@/components/router-link';
import { formatNumber } from '@/lib/format';
import { FormNotice, type FormNoticeValue } from '@/components/form/form-notice';
import { languageOf } from '@/lib/language';

import { isolate } from '../bidi';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useCountdown } from '@/components/feedback/use-countdown';
import { useOtpRequests } from '../hooks/use-otp-requests';
import { useCodeEntry } from '../hooks/use-code-entry';
import { returnState, type VerifyOtpState } from '../navigation-state';
import { OTP_LENGTH } from '../schemas/rules';
import { OTP_DELIVERY_MINUTES, RESEND_COUNTDOWN_SECONDS } from '../timing';

import { AuthCard } from './auth-card';
import { OtpInputs } from './otp-inputs';
import { ResendControl } from './resend-control';

/** /verify-otp (§2, §4, §5): the four boxes, Verify, and Resend after the countdown. */
export function VerifyOtpPage({ flow }: { flow: VerifyOtpState }) {
  const { t, i18n } = useAuthTranslation();
  const language = languageOf(i18n.language);
  const resetFlow = flow.from === 'forget';
  const entry = useCodeEntry();
  const [notice, setNotice] = useState<FormNoticeValue>(
    resetFlow ? { severity: 'info', message: t('forgot.sent') } : null,
  );
  // A locked or expired code cannot be verified; only a new one helps.
  const [codeBlocked, setCodeBlocked] = useState(false);
  const { secondsLeft, restart } = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const requests = useOtpRequests(flow);

  const onSubmit = entry.submitWith(setNotice, async (code) => {
    const outcome = await requests.verify(code);
    if (outcome.kind === 'verified') {
      setNotice({ severity: 'success', message: t('otp.verified') });
    } else if (outcome.kind === 'failed') {
      setNotice({ severity: 'error', message: outcome.message });
      setCodeBlocked(outcome.blocked);
      entry.startOver();
    }
  });

  const onResend = async () => {
    const outcome = await requests.resend();
    if (outcome.ok) {
      setNotice({ severity: 'success', message: t('otp.resent') });
      setCodeBlocked(false);
      restart(RESEND_COUNTDOWN_SECONDS);
      entry.startOver();
      return;
    }
    setNotice({ severity: 'error', message: t('otp.resendFailed') });
    if (outcome.retryAfter) {
      setCodeBlocked(false);
      restart(outcome.retryAfter);
    }
  };

  const incomplete = notice?.severity === 'error' && entry.problem !== null;
  return (
    <AuthCard
      icon={<MarkEmailReadOutlined />}
      title={t(resetFlow ? 'otp.titleReset' : 'otp.title')}
      subtitle={t('otp.subtitle', {
        email: isolate(flow.email),
        digits: formatNumber(OTP_LENGTH, language),
      })}
      footer={
        <RouterLink
          to={resetFlow ? '/forgot-password' : '/signup'}
          state={resetFlow ? undefined : returnState(flow.returnTo)}
          variant="body2"
        >
          {t(resetFlow ? 'otp.backToForgot' : 'otp.backToSignup')}
        </RouterLink>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={requests.verifying}>
        <Typography id="otp-label" variant="subtitle2" sx={{ textAlign: 'center', mb: 1.5 }}>
          {t('otp.groupLabel')}
        </Typography>
        <Box role="group" aria-labelledby="otp-label">
          <OtpInputs
            digits={entry.digits}
            onChange={entry.setDigits}
            invalid={incomplete}
            disabled={requests.done}
            focusRequest={entry.focusRequest}
          />
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={requests.verifying}
          disabled={requests.done || codeBlocked}
          sx={{ mt: 3 }}
        >
          {t('otp.verify')}
        </Button>
      </Box>
      <FormNotice notice={notice} />
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mt: 2 }}>
        <ResendControl
          secondsLeft={secondsLeft}
          forceAvailable={codeBlocked}
          sending={requests.resending}
          onResend={() => void onResend()}
        />
        <Typography variant="body2" color="text.secondary">
          {t('otp.deliveryNote', { minutes: formatNumber(OTP_DELIVERY_MINUTES, language) })}
        </Typography>
      </Stack>
    </AuthCard>
  );
}
