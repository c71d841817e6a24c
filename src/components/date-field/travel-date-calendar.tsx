import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { DateLocalizationProvider } from '@/components/date-localization-provider';

interface TravelDateCalendarProps {
  /** YYYY-MM-DD or null */
  value: string | null;
  /** YYYY-MM-DD: the earliest day that can be picked. */
  minDate: string;
  onChange: (value: string) => void;
}

/** MUI's calendar in the reader's language, keyboard-ready as soon as it opens. */
export function TravelDateCalendar({ value, minDate, onChange }: TravelDateCalendarProps) {
  const { t } = useTranslation();
  const localeText = useMemo(
    () => ({
      previousMonth: t('datePicker.previousMonth'),
      nextMonth: t('datePicker.nextMonth'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        t(view === 'year' ? 'datePicker.toDays' : 'datePicker.toYears'),
    }),
    [t],
  );
  return (
    <DateLocalizationProvider>
      <LocalizationProvider localeText={localeText}>
        <DateCalendar
          // The WAI-ARIA date picker dialog pattern: opening the dialog puts focus on the chosen
          // day (else today), so the arrow keys work at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          disablePast
          value={value ? dayjs(value) : null}
          minDate={dayjs(minDate)}
          onChange={(date, selection) => {
            if (date?.isValid() && selection !== 'partial') onChange(date.format('YYYY-MM-DD'));
          }}
        />
      </LocalizationProvider>
    </DateLocalizationProvider>
  );
}
