import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TravelerType } from '@server/modules/flights/constants.ts';
import { useFieldArray, type Control } from 'react-hook-form';

import { ContactFields } from '@/components/checkout/contact-fields';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { emptyPassenger } from '../flight-booking-slice';
import type { PartyPricing } from '../hooks/use-party-pricing';
import { canRemove, insertionIndex, numbersWithinType } from '../model/party-rules';
import type { FlightBookingFormValues } from '../schemas/booking-form';
import type { BookingValidationContext } from '../schemas/validation-context';

import { AddPassengerMenu } from './add-passenger-menu';
import { PassengerFields } from './passenger-fields';

interface PassengersStepProps {
  control: Control<FlightBookingFormValues>;
  dates: BookingValidationContext;
  pricing: PartyPricing;
  seatsLeft?: number;
}

/** Step 1, Passenger Info: a form per passenger (added and removed within §5's rules), contact. */
export function PassengersStep({ control, dates, pricing, seatsLeft }: PassengersStepProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { fields, insert, remove } = useFieldArray({ control, name: 'passengers' });
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
      <ContactFields control={control} note={t('booking.contact.note')} />
    </Stack>
  );
}
