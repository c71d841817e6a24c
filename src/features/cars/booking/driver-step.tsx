import Grid from '@mui/material/Grid';
import { DRIVER_AGE } from '@server/modules/cars/constants.ts';
import type { Control } from 'react-hook-form';

import { ContactFields } from '@/components/checkout/contact-fields';
import { TravellerNameField, NationalityField } from '@/components/checkout/person-fields';
import { useDatePickerText } from '@/components/checkout/use-date-picker-text';
import { FormDateField } from '@/components/form/form-date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { addDaysIso, todayIso } from '@/lib/iso-date';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

import type { CarBookingFormValues } from './booking-form';

interface DriverStepProps {
  control: Control<CarBookingFormValues>;
  /** The car's minimum driver age, on the pickup day. */
  minDriverAge: number;
}

/** Step 1, Driver Info (§3): the driver as on their licence, and where the voucher goes. */
export function DriverStep({ control, minDriverAge }: DriverStepProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const pickerText = useDatePickerText(t, 'booking.picker', 'booking.picker');
  const today = todayIso();
  return (
    <>
      <SectionCard
        id="car-driver-heading"
        heading="h3"
        title={t('booking.driver.title')}
        note={t('booking.driver.note', { age: format.number(minDriverAge) })}
        gap={2}
      >
        <Grid container columnSpacing={2} rowSpacing={1}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TravellerNameField
              control={control}
              name="driver.fullName"
              label={t('booking.driver.fullName')}
              autoComplete="name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField
              control={control}
              name="driver.dateOfBirth"
              label={t('booking.driver.dateOfBirth')}
              openTo="year"
              minDate={addDaysIso(today, -366 * (DRIVER_AGE.max + 1))}
              maxDate={today}
              localeText={pickerText}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NationalityField
              control={control}
              name="driver.nationality"
              label={t('booking.driver.nationality')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="driver.licenseNumber"
              label={t('booking.driver.licenseNumber')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 20, spellCheck: false } }}
            />
          </Grid>
        </Grid>
      </SectionCard>
      <ContactFields control={control} note={t('booking.contactNote')} />
    </>
  );
}
