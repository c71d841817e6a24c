import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateLocalizationProvider } from '@/components/date-localization-provider';

import { hijriMonths } from './hijri';
import { languageOf } from '@/lib/language';

const ISO = 'YYYY-MM-DD';
// MUI's day: 36 px and 2 px of margin each side; a note adds one line of 12 px under it.
const NOTE_HEIGHT = 12;
const WEEK_HEIGHT = 36 + 2 * 2 + NOTE_HEIGHT;

/** A short note under each day of the calendar (an indicative price) for the month it shows. */
export interface CalendarDayNotes {
  /** By YYYY-MM-DD; a day without one shows none. */
  notes: Readonly<Record<string, string>>;
  /** What the notes are, said under the calendar. */
  caption: string;
  /** The calendar shows a month (YYYY-MM-01): the one it opened on, then each one turned to. */
  onMonthShown: (month: string) => void;
}

interface TravelDateCalendarProps {
  /** YYYY-MM-DD or null */
  value: string | null;
  /** YYYY-MM-DD: the earliest day that can be picked. */
  minDate: string;
  /** YYYY-MM-DD: the last day that can be picked (how far ahead the supplier sells). */
  maxDate?: string;
  onChange: (value: string) => void;
  dayNotes?: CalendarDayNotes;
}

const NotesContext = createContext<{ notes: CalendarDayNotes['notes']; captionId: string } | null>(
  null,
);

/** MUI's day with its note (if any) on a line under it; the note is part of the day's description. */
function NotedDay(props: PickerDayProps) {
  const context = useContext(NotesContext);
  const { day, outsideCurrentMonth } = props;
  const date = day.format(ISO);
  const note = outsideCurrentMonth ? undefined : context?.notes[date];
  const noteId = `${context?.captionId}-${date}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <PickerDay
        {...props}
        aria-describedby={note ? `${noteId} ${context?.captionId}` : undefined}
      />
      <Box
        component="span"
        id={noteId}
        aria-hidden
        sx={{ height: NOTE_HEIGHT, fontSize: 10, lineHeight: `${NOTE_HEIGHT}px` }}
        color="text.secondary"
      >
        {note ?? ''}
      </Box>
    </Box>
  );
}

const monthOf = (date: Dayjs) => date.startOf('month').format(ISO);

/**
 * MUI's calendar in the reader's language, keyboard-ready as soon as it opens; in Arabic with the
 * Hijri months beside the Gregorian one, and with a note under each day when given some.
 */
export function TravelDateCalendar({
  value,
  minDate,
  maxDate,
  onChange,
  dayNotes,
}: TravelDateCalendarProps) {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const captionId = useId();
  const [month, setMonth] = useState(() => monthOf(dayjs(value ?? minDate)));
  const onMonthShown = dayNotes?.onMonthShown;
  useEffect(() => {
    onMonthShown?.(month);
  }, [onMonthShown, month]);

  const localeText = useMemo(
    () => ({
      previousMonth: t('datePicker.previousMonth'),
      nextMonth: t('datePicker.nextMonth'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        t(view === 'year' ? 'datePicker.toDays' : 'datePicker.toYears'),
    }),
    [t],
  );
  const notes = useMemo(
    () => (dayNotes ? { notes: dayNotes.notes, captionId } : null),
    [dayNotes, captionId],
  );
  const hijri = hijriMonths(month, dayjs(month).endOf('month').format(ISO), language);
  // The same objects from one render to the next: MUI shows the chosen day's month again
  // whenever its value changes, which a new object each render (after turning a month) would do.
  const chosen = useMemo(() => (value ? dayjs(value) : null), [value]);
  const earliest = useMemo(() => dayjs(minDate), [minDate]);
  const latest = useMemo(() => (maxDate ? dayjs(maxDate) : undefined), [maxDate]);

  return (
    <DateLocalizationProvider>
      <LocalizationProvider localeText={localeText}>
        <NotesContext.Provider value={notes}>
          <DateCalendar
            // The WAI-ARIA date picker dialog pattern: opening the dialog puts focus on the chosen
            // day (else today), so the arrow keys work at once.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            disablePast
            value={chosen}
            minDate={earliest}
            maxDate={latest}
            onMonthChange={(shown) => setMonth(monthOf(shown))}
            onYearChange={(shown) => setMonth(monthOf(shown))}
            onChange={(date, selection) => {
              if (date?.isValid() && selection !== 'partial') onChange(date.format(ISO));
            }}
            slots={dayNotes ? { day: NotedDay } : undefined}
            sx={
              dayNotes
                ? {
                    height: 'auto',
                    maxHeight: 'none',
                    '& .MuiDayCalendar-slideTransition': { minHeight: 6 * WEEK_HEIGHT },
                  }
                : undefined
            }
          />
        </NotesContext.Provider>
        {(hijri || dayNotes) && (
          <Box sx={{ px: 3, pb: 1.5, mt: -1, maxWidth: 320 }}>
            {hijri && (
              <Typography variant="body2" color="text.secondary" lang="ar">
                {hijri}
              </Typography>
            )}
            {dayNotes && (
              <Typography id={captionId} variant="caption" color="text.secondary">
                {dayNotes.caption}
              </Typography>
            )}
          </Box>
        )}
      </LocalizationProvider>
    </DateLocalizationProvider>
  );
}
