import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { SectionCard } from '@/components/section-card';

import type { HotelDetail } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

// §9: the details show 8 amenities at first.
const AMENITIES_SHOWN = 8;

export function About({ hotel }: { hotel: HotelDetail }) {
  const { t } = useHotelsTranslation();
  return (
    <SectionCard id="hotel-about" title={t('details.about')}>
      <Typography sx={{ lineHeight: 1.7 }}>{hotel.description}</Typography>
    </SectionCard>
  );
}

export function HotelInformation({ hotel }: { hotel: HotelDetail }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const facts = [
    {
      label: t('details.info.checkIn'),
      value: t('details.info.from', { time: format.time(hotel.checkIn) }),
    },
    {
      label: t('details.info.checkOut'),
      value: t('details.info.until', { time: format.time(hotel.checkOut) }),
    },
    {
      label: t('details.info.zone'),
      value: t('zoneInCity', { zone: hotel.zone.name, city: hotel.destination.name }),
    },
    { label: t('details.info.type'), value: t(`propertyTypes.${hotel.propertyType}`) },
    { label: t('details.info.rooms'), value: format.number(hotel.totalRooms) },
    {
      label: t('details.info.opened'),
      value: format.number(hotel.yearOpened, { useGrouping: false }),
    },
  ];
  return (
    <SectionCard id="hotel-information" title={t('details.information')}>
      <Grid component="dl" container spacing={2} sx={{ m: 0 }}>
        {facts.map(({ label, value }) => (
          <Grid key={label} size={{ xs: 6, sm: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}

export function Amenities({ hotel }: { hotel: HotelDetail }) {
  const { t } = useHotelsTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? hotel.facilities : hotel.facilities.slice(0, AMENITIES_SHOWN);
  return (
    <SectionCard id="hotel-amenities" title={t('details.amenities')}>
      <Grid component="ul" container spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((facility) => (
          <Grid component="li" key={facility.code} size={{ xs: 12, sm: 6 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CheckIcon aria-hidden fontSize="small" color="success" />
              <Typography>{facility.description}</Typography>
            </Stack>
          </Grid>
        ))}
      </Grid>
      {hotel.facilities.length > AMENITIES_SHOWN && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll((value) => !value)}>
          {all
            ? t('filters.fewerAmenities')
            : t('details.allAmenities', { value: hotel.facilities.length })}
        </Button>
      )}
    </SectionCard>
  );
}

export function Policies({ hotel }: { hotel: HotelDetail }) {
  const { t } = useHotelsTranslation();
  return (
    <SectionCard id="hotel-policies" title={t('details.policies')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {hotel.policies.map((policy) => (
          <div key={policy.code}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t(`details.policyNames.${policy.code}`, { defaultValue: policy.code })}
            </Typography>
            <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
              {policy.description}
            </Typography>
          </div>
        ))}
      </Box>
    </SectionCard>
  );
}
