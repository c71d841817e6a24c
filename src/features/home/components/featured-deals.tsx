import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';

import { FEATURED_DEALS } from '../data/featured-deals';

import { DealCard } from './deal-card';
import { SectionHeading } from './section-heading';

export function FeaturedDeals() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-deals-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="home-deals-title"
          title={t('deals.title')}
          subtitle={t('deals.subtitle')}
        />
        <Grid container spacing={3}>
          {FEATURED_DEALS.map((deal) => (
            <Grid key={deal.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <DealCard deal={deal} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
