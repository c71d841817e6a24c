import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';

import { ContactFields } from '@/components/checkout/contact-fields';
import { useNationalityOptions } from '@/components/checkout/use-nationality-options';
import { FormTextField } from '@/components/form/form-text-field';

import type { HotelRate } from '../api/hotel-types';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import type { HotelBookingFormValues } from './booking-form';

interface GuestStepProps {
  control: Control<HotelBookingFormValues>;
  rates: HotelRate[];
  roomNames: string[];
}

/** Step 1, Guest Info: who books (the holder), the lead guest of every room, and the contact. */
export function GuestStep({ control, rates, roomNames }: GuestStepProps) {
  const nationalities = useNationalityOptions();
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  let roomNumber = 0;
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="hotel-holder-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="hotel-holder-heading" component="h3" variant="h6" sx={{ mb: 2 }}>
          {t('booking.holder.title')}
        </Typography>
        <Grid container columnSpacing={2} rowSpacing={1}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="holder.fullName"
              label={t('booking.holder.fullName')}
              autoComplete="name"
              required
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="holder.nationality"
              label={t('booking.holder.nationality')}
              select
              required
              fullWidth
            >
              {nationalities.map(({ code, name }) => (
                <MenuItem key={code} value={code}>
                  {name}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="holder.passportId"
              label={t('booking.holder.passportId')}
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </Grid>
        </Grid>
      </Card>
      <Card component="section" aria-labelledby="hotel-guests-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="hotel-guests-heading" component="h3" variant="h6">
          {t('booking.guests.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('booking.guests.note')}
        </Typography>
        <Grid container columnSpacing={2} rowSpacing={1}>
          {rates.flatMap((rate, rateIndex) =>
            Array.from({ length: rate.rooms }, (_, guestIndex) => {
              roomNumber += 1;
              return (
                <Grid key={`${rateIndex}-${guestIndex}`} size={{ xs: 12, sm: 6 }}>
                  <FormTextField
                    control={control}
                    name={`rooms.${rateIndex}.guests.${guestIndex}.fullName`}
                    label={t('booking.guests.lead', {
                      number: format.number(roomNumber),
                      room: roomNames[rateIndex] ?? '',
                    })}
                    required
                    fullWidth
                  />
                </Grid>
              );
            }),
          )}
        </Grid>
      </Card>
      <ContactFields control={control} note={t('booking.contactNote')} />
    </Stack>
  );
}
