import { useMemo } from 'react';
import type { Control, FieldPath } from 'react-hook-form';

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
  const localeText = useMemo(
    () => ({
      previousMonth: t('picker.previousMonth'),
      nextMonth: t('picker.nextMonth'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        t(view === 'year' ? 'picker.toDays' : 'picker.toYears'),
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
  return <FormDateField {...props} localeText={localeText} />;
}
