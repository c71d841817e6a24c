import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

/** A guest score out of 5 in a badge, its word ("Very good") and the number of reviews. */
export function GuestScore({ score, reviews }: { score: number; reviews: number }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const word =
    score >= 4.5 ? 'exceptional' : score >= 4 ? 'veryGood' : score >= 3.5 ? 'good' : 'fair';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          px: 0.75,
          fontWeight: 700,
          fontSize: '0.9rem',
        }}
        aria-hidden
      >
        {format.score(score)}
      </Box>
      <Typography variant="body2">
        {t('card.score', {
          score: format.score(score),
          word: t(`card.scoreWords.${word}`),
          reviews: t('card.reviews', { count: reviews, value: format.number(reviews) }),
        })}
      </Typography>
    </Stack>
  );
}
