import type { Control, FieldPath } from 'react-hook-form';

import { useDatePickerText } from '@/components/checkout/use-date-picker-text';
import { FormDateField } from '@/components/form/form-date-field';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import type { FlightBookingFormValues } from '../schemas/booking-form';

interface BookingDateFieldProps {
  control: Control<FlightBookingFormValues>;
  name: FieldPath<FlightBookingFormValues>;
  label: string;
  /** YYYY-MM-DD bounds of the calendar. */
  minDate?: string;
  maxDate?: string;
  /** Birth dates open on the years. */
  openTo?: 'year' | 'day';
}

/** A passenger's date (birth, passport expiry): the shared form date field in flights' words. */
export function BookingDateField(props: BookingDateFieldProps) {
  const { t } = useFlightsTranslation();
  const localeText = useDatePickerText(t, 'picker', 'booking.picker');
  return <FormDateField {...props} localeText={localeText} />;
}
