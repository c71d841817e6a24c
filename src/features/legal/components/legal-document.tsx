import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';
import { RouterLink } from '@/components/router-link';

export type LegalDocumentName = 'terms' | 'privacy';

interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  note?: string;
}

// legal.json holds each document as an array of sections; anything else is a translation slip.
function isLegalSections(value: unknown): value is LegalSection[] {
  return Array.isArray(value) && value.every((section) => typeof section?.heading === 'string');
}

const OTHER_DOCUMENT = {
  terms: { to: '/privacy', labelKey: 'footer.seePrivacy' },
  privacy: { to: '/terms', labelKey: 'footer.seeTerms' },
} as const;

/** One legal text (§2 /terms, /privacy): a narrow column of h2 sections for easy reading. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  const found: unknown = t(`${name}.sections`, { returnObjects: true });
  const sections = isLegalSections(found) ? found : [];
  const other = OTHER_DOCUMENT[name];

  return (
    <PageContainer>
      <Box component="article" aria-labelledby="legal-title" sx={{ maxWidth: '72ch', mx: 'auto' }}>
        <Typography
          id="legal-title"
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
        >
          {t(`${name}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(`${name}.lastUpdated`)}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{
            mt: 3,
            fontWeight: 400,
            lineHeight: 1.6,
            fontSize: { xs: '1.1rem', md: '1.25rem' },
          }}
        >
          {t(`${name}.intro`)}
        </Typography>
        <Stack spacing={4} sx={{ mt: 5, lineHeight: 1.7 }}>
          {sections.map((section) => (
            <Box component="section" key={section.heading}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
                {section.heading}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 'inherit' }}>
                  {paragraph}
                </Typography>
              ))}
              {section.items && (
                <Box component="ul" sx={{ m: 0, mb: 1.5, paddingInlineStart: 3 }}>
                  {section.items.map((item) => (
                    <Typography component="li" key={item} sx={{ mb: 1, lineHeight: 'inherit' }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              )}
              {section.note && (
                <Typography sx={{ lineHeight: 'inherit' }}>{section.note}</Typography>
              )}
            </Box>
          ))}
        </Stack>
        <Divider sx={{ my: 5 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary">{t('footer.question')}</Typography>
          <RouterButton to="/contact" variant="contained" sx={{ flexShrink: 0 }}>
            {t('footer.contact')}
          </RouterButton>
        </Stack>
        <RouterLink to={other.to} sx={{ display: 'inline-block', mt: 3 }}>
          {t(other.labelKey)}
        </RouterLink>
      </Box>
    </PageContainer>
  );
}
