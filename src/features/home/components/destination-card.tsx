import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

import { CITY_IMAGES } from '../data/cities';
import type { PopularDestination } from '../data/popular-destinations';

const COUNTS = [
  { key: 'flights', icon: FlightTakeoffIcon },
  { key: 'hotels', icon: HotelIcon },
  { key: 'cars', icon: DirectionsCarIcon },
] as const;

export function DestinationCard({ destination }: { destination: PopularDestination }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const nameId = useId();
  const city = t(`cities.${destination.city}.name`);

  return (
    <Card component="article" aria-labelledby={nameId} sx={{ height: '100%' }}>
      <CardMedia
        component="img"
        image={CITY_IMAGES[destination.city]}
        alt={t(`cities.${destination.city}.alt`)}
        loading="lazy"
        sx={{ height: 160, objectFit: 'cover' }}
      />
      <CardContent>
        <Typography id={nameId} variant="h6" component="h3">
          {city}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`cities.${destination.city}.region`)}
        </Typography>
        <Stack
          component="ul"
          aria-label={t('destinations.countsLabel', { city })}
          spacing={0.75}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
        >
          {COUNTS.map(({ key, icon: Icon }) => (
            <Stack
              component="li"
              key={key}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <Icon aria-hidden fontSize="small" color="primary" />
              <Typography variant="body2">
                {t(`destinations.${key}`, {
                  count: destination[key],
                  value: formatNumber(destination[key], language),
                })}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
