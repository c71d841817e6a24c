import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/format';

import { useLanguage } from '@/lib/use-language';

const MAX_RATING = 5;

/** Read-only stars with one spoken label ("Rated 4.7 out of 5") and, optionally, the figure. */
export function StarRating({ value, showValue = false }: { value: number; showValue?: boolean }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const label = t('rating.label', {
    value: formatNumber(value, language),
    max: formatNumber(MAX_RATING, language),
  });
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Rating
        value={value}
        max={MAX_RATING}
        precision={0.1}
        readOnly
        size="small"
        getLabelText={() => label}
      />
      {showValue && (
        <Typography variant="body2" aria-hidden sx={{ fontWeight: 600 }}>
          {formatNumber(value, language)}
        </Typography>
      )}
    </Stack>
  );
}
