import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { useCheckoutTranslation } from './use-checkout-translation';

interface WizardActionsProps {
  onPrevious?: () => void;
  /** The last step confirms the booking; the others go on (the form's submit either way). */
  last: boolean;
  /** Confirm waits for the terms (§5) and for an accepted price. */
  canConfirm: boolean;
  loading: boolean;
}

/** Previous, and Next Step or Confirm Booking. */
export function WizardActions({ onPrevious, last, canConfirm, loading }: WizardActionsProps) {
  const { t } = useCheckoutTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Button
        onClick={onPrevious}
        disabled={!onPrevious}
        startIcon={<BackArrowIcon />}
        size="large"
      >
        {t('previous')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={last && !canConfirm}
        loading={loading}
      >
        {t(last ? 'confirm' : 'next')}
      </Button>
    </Stack>
  );
}
