import Alert from '@mui/material/Alert';

import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { NearestPlaceStatus } from '@/lib/use-nearest-place';

import type { NearbyLocation } from '../api/flight-types';

import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { locationLabel } from '../model/location-guards';

const COORDINATE = { minimumFractionDigits: 4, maximumFractionDigits: 4 } as const;

/**
 * The outcome of "Use my location" (§2, §8): the coordinates to four decimals and the airport
 * that filled the origin, or why the location could not be had. Both can be dismissed.
 */
export function LocationNotice({
  status,
  onDismiss,
}: {
  status: NearestPlaceStatus<NearbyLocation>;
  onDismiss: () => void;
}) {
  const { t } = useFlightsTranslation();
  const language = useLanguage();
  if (status.kind === 'failed') {
    return (
      <Alert severity="error" onClose={onDismiss} closeText={t('search.dismiss')}>
        {t(`search.location.errors.${status.reason}`)}
      </Alert>
    );
  }
  if (status.kind !== 'located') return null;
  const coordinates = {
    latitude: formatNumber(status.latitude, language, COORDINATE),
    longitude: formatNumber(status.longitude, language, COORDINATE),
  };
  return (
    <Alert severity="success" role="none" onClose={onDismiss} closeText={t('search.dismiss')}>
      {t('search.location.found', coordinates)}{' '}
      {status.place
        ? t('search.location.nearest', { airport: locationLabel(status.place, language) })
        : t('search.location.noAirport')}
    </Alert>
  );
}
