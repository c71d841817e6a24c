import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { RouterLink } from '@/components/router-link';
import { selectIsSupportStaff } from '@/features/auth/auth-slice';
import { ReportProblemButton } from '@/components/support/report-problem-button';
import { formatYear } from '@/lib/format';

import { useAppSelector } from '../hooks';

import { Logo } from './logo';
import { NAV_LINKS } from './nav-links';
import { languageOf } from '@/lib/language';

// §1: quick links, the five services, contact details and a development credit.
const SERVICES = [
  { key: 'flights', to: '/flights' },
  { key: 'hotels', to: '/hotels' },
  { key: 'cars', to: '/cars' },
  { key: 'insurance', to: '/contact' },
  { key: 'groups', to: '/contact' },
] as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  // Support staff find their screen here (every page has the footer; travellers never see it).
  const supportStaff = useAppSelector(selectIsSupportStaff);
  const year = formatYear(new Date().getFullYear(), languageOf(i18n.language));
  const linkSx = { color: 'text.secondary', '&:hover': { color: 'primary.main' } };
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ color: 'primary.main' }}>
              <Logo />
            </Box>
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 360 }}>
              {t('footer.about')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <FooterColumn title={t('footer.quickLinks')}>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <RouterLink to={link.to} underline="hover" sx={linkSx}>
                    {t(link.labelKey)}
                  </RouterLink>
                </li>
              ))}
              <li>
                <RouterLink to="/find-booking" underline="hover" sx={linkSx}>
                  {t('footer.findBooking')}
                </RouterLink>
              </li>
            </FooterColumn>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <FooterColumn title={t('footer.services')}>
              {SERVICES.map((service) => (
                <li key={service.key}>
                  <RouterLink to={service.to} underline="hover" sx={linkSx}>
                    {t(`footer.service.${service.key}`)}
                  </RouterLink>
                </li>
              ))}
            </FooterColumn>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FooterColumn title={t('footer.contactUs')}>
              <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneIcon fontSize="small" color="primary" aria-hidden />
                <Link href={`tel:${t('footer.phone').replace(/\s/g, '')}`} dir="ltr" sx={linkSx}>
                  {t('footer.phone')}
                </Link>
              </Stack>
              <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailIcon fontSize="small" color="primary" aria-hidden />
                <Link href={`mailto:${t('footer.email')}`} sx={linkSx}>
                  {t('footer.email')}
                </Link>
              </Stack>
              <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <LocationOnIcon fontSize="small" color="primary" aria-hidden />
                <Typography variant="body2" color="text.secondary">
                  {t('footer.address')}
                </Typography>
              </Stack>
            </FooterColumn>
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('footer.rights', { year })}
          </Typography>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <ReportProblemButton size="small" sx={{ ...linkSx, px: 0.5 }} />
            {supportStaff && (
              <RouterLink to="/support" variant="body2" underline="hover" sx={linkSx}>
                {t('footer.supportReports')}
              </RouterLink>
            )}
            <RouterLink to="/terms" variant="body2" underline="hover" sx={linkSx}>
              {t('footer.terms')}
            </RouterLink>
            <RouterLink to="/privacy" variant="body2" underline="hover" sx={linkSx}>
              {t('footer.privacy')}
            </RouterLink>
            <RouterLink to="/contact" variant="body2" underline="hover" sx={linkSx}>
              {t('footer.credit')}
            </RouterLink>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
