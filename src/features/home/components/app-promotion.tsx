import TimerIcon from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/format';
import { whenDark } from '@/theme/color-scheme';

import { useLanguage } from '@/lib/use-language';

import { AppStats } from './app-stats';
import { QrCodeArt } from './qr-code-art';
import { StoreButtons } from './store-buttons';

/** §1: the whole booking takes under a minute. */
const BOOKING_SECONDS = 60;

// A deep sea-blue band in both schemes; the dark one tones it down so it does not glare.
const bandSx = (theme: Theme) => {
  const { primary, background, text } = theme.vars.palette;
  return {
    background: `linear-gradient(135deg, ${primary.dark}, ${primary.main})`,
    color: primary.contrastText,
    ...whenDark({
      background: `linear-gradient(135deg, ${background.paper}, ${theme.alpha(primary.dark, 0.45)})`,
      color: text.primary,
    }),
  };
};

export function AppPromotion() {
  const { t } = useTranslation('home');
  const language = useLanguage();

  return (
    <Box component="section" aria-labelledby="home-app-title" sx={{ pb: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Box sx={[{ borderRadius: 4, p: { xs: 3, sm: 4, md: 6 } }, bandSx]}>
          <Grid container spacing={4} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={3}>
                <Typography id="home-app-title" variant="h4" component="h2">
                  {t('app.title')}
                </Typography>
                <Typography sx={{ opacity: 0.9, fontSize: '1.1rem' }}>{t('app.body')}</Typography>
                <StoreButtons />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TimerIcon aria-hidden />
                  <Typography sx={{ fontWeight: 600 }}>
                    {t('app.fast', {
                      count: BOOKING_SECONDS,
                      value: formatNumber(BOOKING_SECONDS, language),
                    })}
                  </Typography>
                </Stack>
                <AppStats />
              </Stack>
            </Grid>
            <Grid
              size={{ md: 4 }}
              sx={{ display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 220,
                  height: 400,
                  borderRadius: 8,
                  border: '10px solid rgba(255, 255, 255, 0.85)',
                  bgcolor: 'rgba(255, 255, 255, 0.12)',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <QrCodeArt />
              </Box>
            </Grid>
          </Grid>
        </Box>
      </Container>
    </Box>
  );
}
