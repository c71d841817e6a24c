import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GUEST_SCORE_MAX, REVIEW_ASPECTS } from '@server/modules/hotels/constants.ts';

import { SectionCard } from '@/components/section-card';

import type { HotelDetail } from '../api/hotel-types';
import { GuestScore } from '../components/guest-score';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

/** The guest score, its six sub-scores and sample reviews (generated, and said so). */
export function GuestReviews({ reviews }: { reviews: HotelDetail['reviews'] }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  return (
    <SectionCard id="hotel-reviews" title={t('details.reviews')}>
      <Stack spacing={2}>
        <GuestScore score={reviews.guestRating} reviews={reviews.count} />
        <Grid container spacing={2}>
          {REVIEW_ASPECTS.map((aspect) => {
            const labelId = `hotel-score-${aspect}`;
            return (
              <Grid key={aspect} size={{ xs: 12, sm: 6 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography id={labelId} variant="body2">
                    {t(`details.aspects.${aspect}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {format.score(reviews.scores[aspect])}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={(reviews.scores[aspect] / GUEST_SCORE_MAX) * 100}
                  aria-labelledby={labelId}
                  sx={{ height: 6, borderRadius: 3 }}
                />
              </Grid>
            );
          })}
        </Grid>
        <Divider />
        {reviews.samples.map((review, index) => (
          <Box key={`${review.author}-${review.date}-${index}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{review.title}</Typography>
              <Typography sx={{ fontWeight: 600 }}>{format.score(review.rating)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('details.reviewBy', { author: review.author, date: format.date(review.date) })}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {review.text}
            </Typography>
          </Box>
        ))}
        <Typography variant="caption" color="text.secondary">
          {t('details.reviewsNote')}
        </Typography>
      </Stack>
    </SectionCard>
  );
}
