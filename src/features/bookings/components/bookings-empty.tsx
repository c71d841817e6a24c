import LuggageOutlined from '@mui/icons-material/LuggageOutlined';

import { EmptyState } from '@/components/feedback/empty-state';
import { RouterButton } from '@/components/router-button';

import { useBookingsTranslation } from '../hooks/use-bookings-translation';

/** No bookings yet: the ways to make one. */
export function BookingsEmpty() {
  const { t } = useBookingsTranslation();
  return (
    <EmptyState
      icon={<LuggageOutlined />}
      title={t('empty.title')}
      body={t('empty.body')}
      actions={
        <>
          <RouterButton to="/flights" variant="contained">
            {t('empty.searchFlights')}
          </RouterButton>
          <RouterButton to="/hotels" variant="outlined">
            {t('empty.findHotels')}
          </RouterButton>
        </>
      }
    />
  );
}
