import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

import { useAuthTranslation } from '../hooks/use-auth-translation';

interface ResendControlProps {
  secondsLeft: number;
  /** True when the code is locked or expired: a new one may be asked for at once. */
  forceAvailable: boolean;
  sending: boolean;
  onResend: () => void;
}

/** §4: a 60-second countdown, then a Resend button. */
export function ResendControl({
  secondsLeft,
  forceAvailable,
  sending,
  onResend,
}: ResendControlProps) {
  const { t, i18n } = useAuthTranslation();
  if (secondsLeft > 0 && !forceAvailable) {
    const language = languageOf(i18n.language);
    return (
      <Typography color="text.secondary">
        {t('otp.resendIn', { count: secondsLeft, seconds: formatNumber(secondsLeft, language) })}
      </Typography>
    );
  }
  return (
    <Button onClick={onResend} loading={sending}>
      {t('otp.resend')}
    </Button>
  );
}
