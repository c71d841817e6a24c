import Box from '@mui/material/Box';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { hijriNote } from '@/components/date-field/hijri';
import { isIsoDate } from '@/lib/iso-date';

import { useFieldErrorText } from './use-field-error-text';
import { languageOf } from '@/lib/language';

const ISO = 'YYYY-MM-DD';
const ARABIC_FORMAT = 'DD/MM/YYYY';
// What the form holds while a date is only partly typed: not empty ("required" would be wrong)
// and not a date ("enter a valid date" is right).
export const PARTIAL_DATE = 'partial';

const toFormValue = (date: Dayjs | null) =>
  date === null ? '' : date.isValid() ? date.format(ISO) : PARTIAL_DATE;
const fromFormValue = (value: unknown) => (isIsoDate(value) ? dayjs(value) : null);

export interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** YYYY-MM-DD bounds of the calendar. */
  minDate?: string;
  maxDate?: string;
  /** Birth dates open on the years. */
  openTo?: 'year' | 'day';
  /** The picker's words in the reader's language, from the feature's strings. */
  localeText: DatePickerProps['localeText'];
}

/**
 * A MUI date picker bound to a react-hook-form field as a YYYY-MM-DD string (a date of birth, a
 * passport's expiry): typed section by section or chosen on the calendar, in the reader's
 * language (DateLocalizationProvider around the form). In Arabic the helper line shows the
 * date's Hijri equivalent until there is an error to show.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  minDate,
  maxDate,
  openTo = 'day',
  localeText,
}: FormDateFieldProps<T>) {
  const { i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [date, setDate] = useState<Dayjs | null>(() => fromFormValue(field.value));
  const [seen, setSeen] = useState<unknown>(field.value);
  // The form's value changed from outside (a reset): the picker follows it.
  if (seen !== field.value) {
    setSeen(field.value);
    if (toFormValue(date) !== field.value) setDate(fromFormValue(field.value));
  }

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
        // dayjs writes Arabic dates with right-to-left marks after each slash, which scramble
        // the field's left-to-right sections ("/١٧/٠٥١٩٩٠"); the same order without them.
        format={i18n.language === 'ar' ? ARABIC_FORMAT : undefined}
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
            helperText: error || hijriNote(String(field.value), languageOf(i18n.language)) || ' ',
          },
        }}
      />
    </Box>
  );
}
