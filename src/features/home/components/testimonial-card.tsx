import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Testimonial } from '../data/testimonials';

import { StarRating } from './star-rating';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('home');
  const key = `testimonials.items.${testimonial.id}`;
  return (
    <Stack component="figure" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', m: 0 }}>
      <FormatQuoteIcon aria-hidden color="primary" sx={{ fontSize: 48 }} />
      <Box
        component="blockquote"
        sx={{ m: 0, fontSize: { xs: '1.1rem', md: '1.3rem' }, lineHeight: 1.6, maxWidth: 680 }}
      >
        {t(`${key}.quote`)}
      </Box>
      <StarRating value={testimonial.rating} />
      <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {t(`${key}.initials`)}
        </Avatar>
        <Box sx={{ textAlign: 'start' }}>
          <Typography sx={{ fontWeight: 700 }}>{t(`${key}.name`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`${key}.city`)}
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
