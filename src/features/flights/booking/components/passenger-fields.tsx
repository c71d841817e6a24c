import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GENDERS, type TravelerType } from '@server/modules/flights/constants.ts';
import type { SavedTraveller } from '@server/modules/travellers/schemas.ts';
import type { Control } from 'react-hook-form';

import { TravellerNameField, NationalityField } from '@/components/checkout/person-fields';
import { FormTextField } from '@/components/form/form-text-field';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { useBookingNumbers } from '../hooks/use-booking-text';
import type { FlightBookingFormValues } from '../schemas/booking-form';
import type { BookingValidationContext } from '../schemas/validation-context';

import { BookingDateField } from './booking-date-field';

interface PassengerFieldsProps {
  control: Control<FlightBookingFormValues>;
  index: number;
  type: TravelerType;
  /** 'Adult 1', 'Child 1', 'Infant 1'… */
  label: string;
  dates: BookingValidationContext;
  /** Absent while this passenger cannot be removed. */
  onRemove?: () => void;
  /** Saved travellers whose age fits this passenger, to fill the form in one click. */
  saved?: readonly SavedTraveller[];
  onFill?: (traveller: SavedTraveller) => void;
}

const OLDEST_BIRTH_DATE = '1900-01-01';

/** One passenger's form (§3 "Flight booking form"): every field as written in the passport. */
export function PassengerFields({
  control,
  index,
  type,
  label,
  dates,
  onRemove,
  saved = [],
  onFill,
}: PassengerFieldsProps) {
  const { t } = useFlightsTranslation();
  const numbers = useBookingNumbers();
  const headingId = `passenger-${index}-heading`;
  const path = `passengers.${index}` as const;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <div>
          <Typography id={headingId} component="h3" variant="h6">
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`booking.passengers.ages.${type}`, numbers)}
          </Typography>
        </div>
        {onRemove && (
          <IconButton
            onClick={onRemove}
            aria-label={t('booking.passengers.remove', { passenger: label })}
            color="error"
          >
            <PersonRemoveIcon />
          </IconButton>
        )}
      </Stack>
      <Grid container columnSpacing={2} rowSpacing={1}>
        {onFill && saved.length > 0 && (
          <Grid size={12}>
            <TextField
              select
              fullWidth
              id={`${path}.saved`}
              label={t('booking.passengers.savedPick')}
              value=""
              onChange={(event) => {
                const chosen = saved.find((traveller) => traveller.id === event.target.value);
                if (chosen) onFill(chosen);
              }}
              helperText={t('booking.passengers.savedPickHint')}
            >
              {saved.map((traveller) => (
                <MenuItem key={traveller.id} value={traveller.id}>
                  {traveller.fullName}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TravellerNameField
            control={control}
            name={`${path}.fullName`}
            label={t('booking.passengers.fullName')}
            autoComplete={index === 0 ? 'name' : 'off'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={`${path}.gender`}
            label={t('booking.passengers.gender')}
            select
            required
            fullWidth
          >
            {GENDERS.map((gender) => (
              <MenuItem key={gender} value={gender}>
                {t(`booking.passengers.genders.${gender}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BookingDateField
            control={control}
            name={`${path}.dateOfBirth`}
            label={t('booking.passengers.dateOfBirth')}
            openTo="year"
            minDate={OLDEST_BIRTH_DATE}
            maxDate={dates.today}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <NationalityField
            control={control}
            name={`${path}.nationality`}
            label={t('booking.passengers.nationality')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={`${path}.passportNumber`}
            label={t('booking.passengers.passportNumber')}
            autoComplete="off"
            required
            fullWidth
            slotProps={{
              htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'characters' },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BookingDateField
            control={control}
            name={`${path}.passportExpiry`}
            label={t('booking.passengers.passportExpiry')}
            minDate={dates.today}
          />
        </Grid>
      </Grid>
    </Card>
  );
}
