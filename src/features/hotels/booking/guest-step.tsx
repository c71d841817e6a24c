import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';

import { ContactFields } from '@/components/checkout/contact-fields';
import { TravellerNameField, NationalityField } from '@/components/checkout/person-fields';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';

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
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  let roomNumber = 0;
  return (
    <Stack spacing={3}>
      <SectionCard id="hotel-holder-heading" heading="h3" title={t('booking.holder.title')} gap={2}>
        <Grid container columnSpacing={2} rowSpacing={1}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TravellerNameField
              control={control}
              name="holder.fullName"
              label={t('booking.holder.fullName')}
              autoComplete="name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NationalityField
              control={control}
              name="holder.nationality"
              label={t('booking.holder.nationality')}
            />
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
      </SectionCard>
      <SectionCard
        id="hotel-guests-heading"
        heading="h3"
        title={t('booking.guests.title')}
        note={t('booking.guests.note')}
        gap={2}
      >
        <Grid container columnSpacing={2} rowSpacing={1}>
          {rates.flatMap((rate, rateIndex) =>
            Array.from({ length: rate.rooms }, (_, guestIndex) => {
              roomNumber += 1;
              return (
                <Grid key={`${rateIndex}-${guestIndex}`} size={{ xs: 12, sm: 6 }}>
                  <TravellerNameField
                    control={control}
                    name={`rooms.${rateIndex}.guests.${guestIndex}.fullName`}
                    label={t('booking.guests.lead', {
                      number: format.number(roomNumber),
                      room: roomNames[rateIndex] ?? '',
                    })}
                  />
                </Grid>
              );
            }),
          )}
        </Grid>
      </SectionCard>
      <ContactFields control={control} note={t('booking.contactNote')} />
    </Stack>
  );
}
