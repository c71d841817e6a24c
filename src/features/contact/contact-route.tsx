import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PageContainer } from '@/components/page-container';
import { registerNamespace } from '@/i18n/i18n';
import arContact from '@/i18n/locales/ar/contact.json';
import enContact from '@/i18n/locales/en/contact.json';

import { ContactFaq } from './components/contact-faq';
import { ContactInfoPanel } from './components/contact-info-panel';
import { ContactMessageSection } from './components/contact-message-section';

registerNamespace('contact', enContact, arContact);

/** /contact (§2): ways to reach us, the message form and the FAQ. */
export function ContactRoute() {
  const { t } = useTranslation('contact');
  return (
    <PageContainer>
      <Stack spacing={{ xs: 4, md: 6 }}>
        <Box sx={{ maxWidth: '70ch' }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {t('title')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ mt: 1.5, fontWeight: 400, fontSize: { xs: '1.1rem', md: '1.25rem' } }}
          >
            {t('intro')}
          </Typography>
        </Box>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <ContactInfoPanel />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <ContactMessageSection />
          </Grid>
        </Grid>
        <ContactFaq />
      </Stack>
    </PageContainer>
  );
}
