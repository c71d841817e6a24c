import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

import { useBookingsTranslation } from '../hooks/use-bookings-translation';

/** Three booking-shaped placeholders while the list loads. */
export function BookingsSkeleton() {
  const { t } = useBookingsTranslation();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined" sx={{ p: 2.5 }} aria-hidden>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Stack spacing={0.5} sx={{ flex: 1 }}>
              <Skeleton width="40%" height={32} />
              <Skeleton width="60%" />
              <Skeleton width="35%" />
            </Stack>
            <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
              <Skeleton variant="rounded" width={96} height={24} />
              <Skeleton width={72} height={32} />
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
