import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  MEAL_PREFERENCES,
  SPECIAL_SERVICES,
  type SpecialService,
} from '@server/modules/flights/constants.ts';
import { useController, type Control } from 'react-hook-form';

import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import { SectionCard } from '@/components/section-card';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import type { BookingCurrency } from '../model/bookable-offer';
import type { FlightBookingFormValues } from '../schemas/booking-form';

import { ExtraLabel } from './extra-label';

interface PreferencesStepProps {
  control: Control<FlightBookingFormValues>;
  /** The offer's: each extra's price per passenger is shown in it. */
  currency: BookingCurrency;
}

const EXTRAS = ['seatSelection', 'extraBaggage', 'travelInsurance'] as const;

function SpecialServices({ control }: { control: Control<FlightBookingFormValues> }) {
  const { t } = useFlightsTranslation();
  const { field } = useController({ control, name: 'preferences.specialServices' });
  const chosen = new Set<SpecialService>(field.value);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('booking.preferences.specialServices')}</FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {SPECIAL_SERVICES.map((service, index) => (
          <FormControlLabel
            key={service}
            label={t(`booking.preferences.services.${service}`)}
            control={
              <Checkbox
                name={field.name}
                value={service}
                checked={chosen.has(service)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                onChange={(event) => {
                  // Kept in the list's own order, whatever order they were ticked in.
                  if (event.target.checked) chosen.add(service);
                  else chosen.delete(service);
                  field.onChange(SPECIAL_SERVICES.filter((item) => chosen.has(item)));
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** Step 2, Preferences (§3, §9): paid extras per passenger, the meal and special services. */
export function PreferencesStep({ control, currency }: PreferencesStepProps) {
  const { t } = useFlightsTranslation();
  return (
    <Stack spacing={3}>
      <SectionCard
        id="booking-extras-heading"
        heading="h3"
        title={t('booking.preferences.extras')}
        gap={1}
      >
        <Stack spacing={1}>
          {EXTRAS.map((extra) => (
            <FormCheckbox
              key={extra}
              control={control}
              name={`preferences.${extra}`}
              label={<ExtraLabel extra={extra} currency={currency} />}
            />
          ))}
        </Stack>
      </SectionCard>
      <SectionCard
        id="booking-comfort-heading"
        heading="h3"
        title={t('booking.preferences.comfort')}
        gap={2}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="preferences.mealPreference"
              label={t('booking.preferences.meal')}
              select
              fullWidth
            >
              {MEAL_PREFERENCES.map((meal) => (
                <MenuItem key={meal} value={meal}>
                  {t(`booking.preferences.meals.${meal}`)}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={12}>
            <SpecialServices control={control} />
          </Grid>
        </Grid>
      </SectionCard>
    </Stack>
  );
}
