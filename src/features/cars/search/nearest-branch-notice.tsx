import Alert from '@mui/material/Alert';

import type { NearestPlaceStatus } from '@/lib/use-nearest-place';

import type { NearestBranch } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

interface NearestBranchNoticeProps {
  status: NearestPlaceStatus<NearestBranch>;
  /** The pickup branch the URL asks for. */
  pickupLocation: string | undefined;
  onDismiss: () => void;
}

/** What "Use my location" found (the nearest branch, or none), or why it could not. */
export function NearestBranchNotice({
  status,
  pickupLocation,
  onDismiss,
}: NearestBranchNoticeProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  if (status.kind === 'failed') {
    return (
      <Alert severity="error" onClose={onDismiss} closeText={t('dismiss')} sx={{ mt: 2 }}>
        {t(`search.nearest.errors.${status.reason}`)}
      </Alert>
    );
  }
  const branch = status.kind === 'located' ? status.place : undefined;
  // Said while the search is the one it started (not after Back to an earlier one).
  if (branch === undefined || (branch && pickupLocation !== branch.code)) return null;
  return (
    <Alert
      severity={branch ? 'success' : 'info'}
      onClose={onDismiss}
      closeText={t('dismiss')}
      sx={{ mt: 2 }}
    >
      {branch
        ? t('search.nearest.found', {
            branch: format.name(branch),
            distance: format.number(branch.distance, { maximumFractionDigits: 1 }),
          })
        : t('search.nearest.none')}
    </Alert>
  );
}
