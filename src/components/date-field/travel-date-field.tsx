import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { PopoverField } from '@/components/form/popover-field';
import { formatDateTime } from '@/lib/format';
import { isBefore, todayIso } from '@/lib/iso-date';
import { localDateTime } from '@/lib/local-time';

import { hijriNote } from './hijri';
import type { CalendarDayNotes } from './travel-date-calendar';
import { languageOf } from '@/lib/language';

// MUI's date picker code is the heaviest part of the form: it loads when the traveller first
// heads for a date field, and the form is usable before it arrives.
const loadCalendar = () => import(/* webpackChunkName: "date-calendar" */ './travel-date-calendar');
const TravelDateCalendar = lazy(async () => ({
  default: (await loadCalendar()).TravelDateCalendar,
}));
const prefetchCalendar = () => void loadCalendar();

const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

interface TravelDateFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD or null */
  value: string | null;
  onChange: (value: string) => void;
  /** The earliest day to offer (never before today). */
  minDate?: string | null;
  /** The last day to offer: how far ahead the supplier sells (a hotel's 500 days). */
  maxDate?: string;
  /** What is wrong with the field, in words. */
  error?: string;
  /** A note under each day of the calendar (indicative prices). */
  dayNotes?: CalendarDayNotes;
}

/**
 * A travel date (flights, hotel stays) chosen on a MUI calendar: no day before today or before
 * `minDate` can be picked. In Arabic the chosen day's Hijri date is shown under the field.
 */
export function TravelDateField({
  id,
  label,
  value,
  onChange,
  minDate,
  maxDate,
  error,
  dayNotes,
}: TravelDateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const today = todayIso();
  const earliest = minDate && !isBefore(minDate, today) ? minDate : today;

  return (
    <PopoverField
      id={id}
      label={label}
      value={value ? formatDateTime(localDateTime(`${value}T00:00`), language, LONG_DATE) : ''}
      onApproach={prefetchCalendar}
      error={error}
      hint={hijriNote(value, language)}
      endAdornment={
        <InputAdornment position="end">
          <CalendarMonthIcon aria-hidden color="action" />
        </InputAdornment>
      }
    >
      {(close) => (
        <Suspense
          fallback={
            <Box sx={{ width: 320, height: 336, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label={t('datePicker.loading')} />
            </Box>
          }
        >
          <TravelDateCalendar
            value={value}
            minDate={earliest}
            maxDate={maxDate}
            dayNotes={dayNotes}
            onChange={(date) => {
              onChange(date);
              close();
            }}
          />
        </Suspense>
      )}
    </PopoverField>
  );
}
