import LocationOnIcon from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { CarouselControls } from '@/components/carousel/carousel-controls';
import { useCarousel } from '@/components/carousel/use-carousel';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

import { CITY_IMAGES, HERO_CITIES } from '../data/cities';

/** §9: the hero slide changes every 6 seconds. */
export const HERO_INTERVAL_MS = 6000;

// White text must stay readable over every picture (and behind the transparent header), and the
// dark base colour shows while the pictures load.
const SCRIM =
  'linear-gradient(180deg, rgba(5, 12, 24, 0.7) 0%, rgba(5, 12, 24, 0.35) 45%, rgba(5, 12, 24, 0.75) 100%)';

export function Hero() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const carousel = useCarousel({ items: HERO_CITIES, intervalMs: HERO_INTERVAL_MS });
  const city = carousel.current;

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      {...carousel.pauseHandlers}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: 560, md: '80vh' },
        display: 'flex',
        alignItems: 'center',
        color: 'common.white',
        bgcolor: '#0b1a2b',
      }}
    >
      {HERO_CITIES.map((id) => (
        <Box
          key={id}
          component="img"
          src={CITY_IMAGES[id]}
          alt={id === city ? t(`cities.${id}.alt`) : ''}
          aria-hidden={id === city ? undefined : true}
          fetchPriority={id === HERO_CITIES[0] ? 'high' : 'low'}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: id === city ? 1 : 0,
            transition: 'opacity 900ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      ))}
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, background: SCRIM }} />
      <Container
        maxWidth="lg"
        sx={{ position: 'relative', pt: { xs: 12, sm: 14 }, pb: { xs: 16, md: 18 } }}
      >
        <Stack spacing={{ xs: 2, md: 3 }} sx={{ maxWidth: 720 }}>
          <Typography
            id="home-hero-title"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' }, lineHeight: 1.15 }}
          >
            {t('hero.title')}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.92 }}>
            {t('hero.subtitle')}
          </Typography>
          <Box
            role="group"
            aria-roledescription={t('hero.carousel')}
            aria-label={t('hero.slideshow')}
          >
            <Stack
              direction="row"
              spacing={1}
              aria-live={carousel.autoPlaying ? 'off' : 'polite'}
              sx={{ alignItems: 'center', mb: 1.5 }}
            >
              <LocationOnIcon aria-hidden sx={{ color: 'secondary.light' }} />
              <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
                {t('hero.location', {
                  city: t(`cities.${city}.name`),
                  region: t(`cities.${city}.region`),
                })}
              </Typography>
            </Stack>
            <CarouselControls
              tone="inherit"
              {...carousel.controlProps}
              labels={{
                previous: t('hero.previous'),
                next: t('hero.next'),
                slide: (i) =>
                  t('hero.goTo', {
                    number: formatNumber(i + 1, language),
                    city: t(`cities.${HERO_CITIES[i] ?? city}.name`),
                  }),
                pause: t('hero.pause'),
                play: t('hero.play'),
              }}
            />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
