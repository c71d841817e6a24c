import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue } from 'react-hook-form';

import type { FlightBookingFormValues } from '../schemas/booking-form';

interface BookingCheckboxProps {
  control: Control<FlightBookingFormValues>;
  name: FieldPathByValue<FlightBookingFormValues, boolean>;
  label: ReactNode;
}

/** A yes/no choice of the booking form. */
export function BookingCheckbox({ control, name, label }: BookingCheckboxProps) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
