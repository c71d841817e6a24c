import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatCompact, formatNumber } from '@/lib/format';

import { useLanguage } from '@/lib/use-language';

// §1: 1M+ downloads, 4.8 rating, 50K+ reviews, 24/7 support.
const DOWNLOADS = 1_000_000;
const RATING = 4.8;
const REVIEWS = 50_000;

export function AppStats() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const stats = [
    { key: 'downloads', value: t('app.plus', { value: formatCompact(DOWNLOADS, language) }) },
    { key: 'rating', value: formatNumber(RATING, language), star: true },
    { key: 'reviews', value: t('app.plus', { value: formatCompact(REVIEWS, language) }) },
    {
      key: 'support',
      value: t('app.allDay', {
        hours: formatNumber(24, language),
        days: formatNumber(7, language),
      }),
    },
  ];

  return (
    <Box
      component="ul"
      aria-label={t('app.stats.label')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        gap: 2,
      }}
    >
      {stats.map((stat) => (
        <li key={stat.key}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography
              component="span"
              sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}
            >
              {stat.value}
            </Typography>
            {stat.star && <StarIcon aria-hidden sx={{ color: 'secondary.light' }} />}
          </Stack>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t(`app.stats.${stat.key}`)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
