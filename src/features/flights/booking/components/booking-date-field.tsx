import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';

import { hijriNote } from '@/components/date-field/hijri';
import { useFieldErrorText } from '@/components/form/use-field-error-text';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import { isIsoDate } from '@/lib/iso-date';

import type { FlightBookingFormValues } from '../schemas/booking-form';

const ISO = 'YYYY-MM-DD';
// What the form holds while a date is only partly typed: not empty ("required" would be wrong)
// and not a date ("enter a valid date" is right).
const PARTIAL = 'partial';

const toFormValue = (date: Dayjs | null) =>
  date === null ? '' : date.isValid() ? date.format(ISO) : PARTIAL;
const fromFormValue = (value: unknown) => (isIsoDate(value) ? dayjs(value) : null);

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

/**
 * A MUI date picker bound to the form as a YYYY-MM-DD string: typed section by section or chosen
 * on the calendar, in the reader's language (DateLocalizationProvider around the wizard).
 */
export function BookingDateField({
  control,
  name,
  label,
  minDate,
  maxDate,
  openTo = 'day',
}: BookingDateFieldProps) {
  const { t, i18n } = useFlightsTranslation();
  const { field, fieldState } = useController({ control, name });
  const [date, setDate] = useState<Dayjs | null>(() => fromFormValue(field.value));
  const [seen, setSeen] = useState(field.value);
  // The form's value changed from outside (a reset): the picker follows it.
  if (seen !== field.value) {
    setSeen(field.value);
    if (toFormValue(date) !== field.value) setDate(fromFormValue(field.value));
  }

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

  const errorText = useFieldErrorText();
  const error = errorText(fieldState.error?.message);
  return (
    <Box
      ref={(box: HTMLDivElement | null) => {
        // The form moves focus to the first field in error: here, the first section to type in.
        field.ref(
          box && { focus: () => box.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() },
        );
      }}
    >
      <DatePicker
        label={label}
        value={date}
        onChange={(next) => {
          const value = toFormValue(next);
          setDate(next);
          setSeen(value);
          field.onChange(value);
        }}
        onClose={field.onBlur}
        openTo={openTo}
        views={['year', 'month', 'day']}
        minDate={minDate ? dayjs(minDate) : undefined}
        maxDate={maxDate ? dayjs(maxDate) : undefined}
        localeText={localeText}
        slotProps={{
          textField: {
            name: field.name,
            required: true,
            fullWidth: true,
            onBlur: field.onBlur,
            error: Boolean(error),
            // A space keeps the helper line, so the layout does not jump when an error appears;
            // in Arabic it holds the date's Hijri equivalent until then.
            helperText:
              error || hijriNote(String(field.value), i18n.language === 'ar' ? 'ar' : 'en') || ' ',
          },
        }}
      />
    </Box>
  );
}
