import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import { apiErrorMessage } from '@/api/error-message';

import { useBookingsTranslation } from '../hooks/use-bookings-translation';

/** A booking or list that could not be read: the server's words (or ours) and Retry. */
export function BookingsLoadFailed({
  error,
  onRetry,
}: {
  error: Parameters<typeof apiErrorMessage>[0];
  onRetry: () => void;
}) {
  const { t } = useBookingsTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {apiErrorMessage(error) ?? t('failed')}
    </Alert>
  );
}
