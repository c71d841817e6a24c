import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { DRIVER_AGE } from '@server/modules/cars/constants.ts';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';

import { ContactFields } from '@/components/checkout/contact-fields';
import { useNationalityOptions } from '@/components/checkout/use-nationality-options';
import { FormDateField } from '@/components/form/form-date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { addDaysIso, todayIso } from '@/lib/iso-date';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

import type { CarBookingFormValues } from './booking-form';

interface DriverStepProps {
  control: Control<CarBookingFormValues>;
  /** The car's minimum driver age, on the pickup day. */
  minDriverAge: number;
}

/** The date picker's words, in the cars strings. */
function usePickerText() {
  const { t } = useCarsTranslation();
  return useMemo(
    () => ({
      previousMonth: t('booking.picker.previousMonth'),
      nextMonth: t('booking.picker.nextMonth'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        t(view === 'year' ? 'booking.picker.toDays' : 'booking.picker.toYears'),
      openDatePickerDialogue: (formatted: string | null) =>
        formatted
          ? t('booking.picker.openWithDate', { date: formatted })
          : t('booking.picker.open'),
      cancelButtonLabel: t('booking.picker.cancel'),
      okButtonLabel: t('booking.picker.ok'),
      clearButtonLabel: t('booking.picker.clear'),
      todayButtonLabel: t('booking.picker.today'),
      datePickerToolbarTitle: t('booking.picker.title'),
      fieldYearPlaceholder: () => t('booking.picker.yearPlaceholder'),
      fieldMonthPlaceholder: () => t('booking.picker.monthPlaceholder'),
      fieldDayPlaceholder: () => t('booking.picker.dayPlaceholder'),
      year: t('booking.picker.year'),
      month: t('booking.picker.month'),
      day: t('booking.picker.day'),
      empty: t('booking.picker.empty'),
    }),
    [t],
  );
}

/** Step 1, Driver Info (§3): the driver as on their licence, and where the voucher goes. */
export function DriverStep({ control, minDriverAge }: DriverStepProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const nationalities = useNationalityOptions();
  const pickerText = usePickerText();
  const today = todayIso();
  return (
    <>
      <Card component="section" aria-labelledby="car-driver-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="car-driver-heading" component="h3" variant="h6">
          {t('booking.driver.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('booking.driver.note', { age: format.number(minDriverAge) })}
        </Typography>
        <Grid container columnSpacing={2} rowSpacing={1}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="driver.fullName"
              label={t('booking.driver.fullName')}
              autoComplete="name"
              required
              fullWidth
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
            <FormTextField
              control={control}
              name="driver.nationality"
              label={t('booking.driver.nationality')}
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
              name="driver.licenseNumber"
              label={t('booking.driver.licenseNumber')}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: 20, spellCheck: false } }}
            />
          </Grid>
        </Grid>
      </Card>
      <ContactFields control={control} note={t('booking.contactNote')} />
    </>
  );
}
