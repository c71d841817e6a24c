import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { TravelerType } from '@server/modules/flights/constants.ts';
import type { SavedTraveller } from '@server/modules/travellers/schemas.ts';
import { useFieldArray, type Control } from 'react-hook-form';

import { ContactFields } from '@/components/checkout/contact-fields';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { emptyPassenger } from '../flight-booking-slice';
import type { PartyPricing } from '../hooks/use-party-pricing';
import { canRemove, insertionIndex, numbersWithinType } from '../model/party-rules';
import type { FlightBookingFormValues } from '../schemas/booking-form';
import { ageFits, ageOn } from '../schemas/passengers-schema';
import type { BookingValidationContext } from '../schemas/validation-context';

import { AddPassengerMenu } from './add-passenger-menu';
import { PassengerFields } from './passenger-fields';

interface PassengersStepProps {
  control: Control<FlightBookingFormValues>;
  dates: BookingValidationContext;
  pricing: PartyPricing;
  seatsLeft?: number;
  /** A signed-in traveller's saved travellers; absent for a guest. */
  saved?: readonly SavedTraveller[];
  /** Whether to save these passengers after booking (the traveller's consent). */
  saveConsent?: { checked: boolean; onChange: (checked: boolean) => void };
}

/** The saved travellers of an age that fits a passenger type on the day of the first flight. */
const fitting = (saved: readonly SavedTraveller[], type: TravelerType, firstDeparture: string) =>
  saved.filter((traveller) => ageFits(type, ageOn(traveller.dateOfBirth, firstDeparture)));

/** Step 1, Passenger Info: a form per passenger (added and removed within §5's rules), contact. */
export function PassengersStep({
  control,
  dates,
  pricing,
  seatsLeft,
  saved,
  saveConsent,
}: PassengersStepProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { fields, insert, remove, update } = useFieldArray({ control, name: 'passengers' });
  const types = fields.map((field) => field.travelerType);
  const numbers = numbersWithinType(types);
  const labelOf = (type: TravelerType, index: number) =>
    t('booking.passengers.label', {
      type: t(`booking.passengers.types.${type}`),
      number: format.number(numbers[index] ?? 1),
    });

  return (
    <Stack spacing={3}>
      {fields.map((field, index) => (
        <PassengerFields
          key={field.id}
          control={control}
          index={index}
          type={field.travelerType}
          label={labelOf(field.travelerType, index)}
          dates={dates}
          onRemove={canRemove(types, index) ? () => remove(index) : undefined}
          saved={saved && fitting(saved, field.travelerType, dates.firstDeparture)}
          onFill={({ id: _id, updatedAt: _updatedAt, ...details }) =>
            update(index, { travelerType: field.travelerType, ...details })
          }
        />
      ))}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <AddPassengerMenu
          types={types}
          seatsLeft={seatsLeft}
          onAdd={(type) => {
            const index = insertionIndex(types, type);
            insert(index, emptyPassenger(type), { focusName: `passengers.${index}.fullName` });
          }}
        />
      </Stack>
      {pricing.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={pricing.retry}>
              {t('booking.pricing.retry')}
            </Button>
          }
        >
          {t('booking.pricing.failed', { reason: pricing.message })}
        </Alert>
      )}
      {saveConsent && (
        <FormControlLabel
          control={
            <Checkbox
              checked={saveConsent.checked}
              onChange={(event) => saveConsent.onChange(event.target.checked)}
            />
          }
          label={t('booking.passengers.saveConsent')}
        />
      )}
      <ContactFields control={control} note={t('booking.contact.note')} />
    </Stack>
  );
}
