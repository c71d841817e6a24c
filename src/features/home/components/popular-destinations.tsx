import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';

import { POPULAR_DESTINATIONS } from '../data/popular-destinations';

import { DestinationCard } from './destination-card';
import { SectionHeading } from './section-heading';

export function PopularDestinations() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-destinations-title"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="home-destinations-title"
          title={t('destinations.title')}
          subtitle={t('destinations.subtitle')}
        />
        <Grid container spacing={3}>
          {POPULAR_DESTINATIONS.map((destination) => (
            <Grid key={destination.city} size={{ xs: 12, sm: 6, md: 3 }}>
              <DestinationCard destination={destination} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
