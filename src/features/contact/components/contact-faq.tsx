import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// §2: the four questions travellers ask most.
const FAQ_ENTRIES = ['cancel', 'payment', 'modify', 'insurance'] as const;

export function ContactFaq() {
  const { t } = useTranslation('contact');
  return (
    <Box component="section" aria-labelledby="contact-faq-heading">
      <Typography
        id="contact-faq-heading"
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, mb: 2 }}
      >
        {t('faq.heading')}
      </Typography>
      {FAQ_ENTRIES.map((entry) => (
        <Accordion key={entry} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${entry}-question`}
            aria-controls={`faq-${entry}-answer`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`faq.${entry}.question`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`faq.${entry}.answer`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
