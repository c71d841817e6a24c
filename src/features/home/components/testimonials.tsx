import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';

import { CarouselControls } from '@/components/carousel/carousel-controls';
import { useCarousel } from '@/components/carousel/use-carousel';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

import { TESTIMONIALS } from '../data/testimonials';

import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

/** §9: the testimonial carousel advances every 5 seconds. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

export function Testimonials() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const carousel = useCarousel({ items: TESTIMONIALS, intervalMs: TESTIMONIAL_INTERVAL_MS });
  const nameOf = (index: number) =>
    t(`testimonials.items.${(TESTIMONIALS[index] ?? carousel.current).id}.name`);

  return (
    <Box
      component="section"
      aria-labelledby="home-testimonials-title"
      sx={{ py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="md">
        <SectionHeading
          id="home-testimonials-title"
          title={t('testimonials.title')}
          subtitle={t('testimonials.subtitle')}
        />
        <Paper
          variant="outlined"
          role="group"
          aria-roledescription={t('testimonials.carousel')}
          aria-label={t('testimonials.label')}
          {...carousel.pauseHandlers}
          sx={{
            p: { xs: 3, md: 5 },
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
          }}
        >
          <Box aria-live={carousel.autoPlaying ? 'off' : 'polite'} sx={{ minHeight: { md: 250 } }}>
            <TestimonialCard testimonial={carousel.current} />
          </Box>
          <CarouselControls
            {...carousel.controlProps}
            labels={{
              previous: t('testimonials.previous'),
              next: t('testimonials.next'),
              slide: (i) =>
                t('testimonials.goTo', { number: formatNumber(i + 1, language), name: nameOf(i) }),
              pause: t('testimonials.pause'),
              play: t('testimonials.play'),
            }}
            sx={{ mt: 3 }}
          />
        </Paper>
      </Container>
    </Box>
  );
}
