import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { useMemo } from 'react';

/** A kind's translation function (its namespace's `t`). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The date picker's words (a date of birth, a passport's expiry) from a kind's strings: the
 * calendar's under `calendarKeys` (previousMonth, nextMonth, toDays, toYears), the rest under
 * `dialogKeys` (open, openWithDate, cancel, ok… title, the placeholders).
 */
export function useDatePickerText(
  t: Translate,
  calendarKeys: string,
  dialogKeys: string,
): DatePickerProps['localeText'] {
  return useMemo(
    () => ({
      previousMonth: t(`${calendarKeys}.previousMonth`),
      nextMonth: t(`${calendarKeys}.nextMonth`),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        t(view === 'year' ? `${calendarKeys}.toDays` : `${calendarKeys}.toYears`),
      openDatePickerDialogue: (formatted: string | null) =>
        formatted ? t(`${dialogKeys}.openWithDate`, { date: formatted }) : t(`${dialogKeys}.open`),
      cancelButtonLabel: t(`${dialogKeys}.cancel`),
      okButtonLabel: t(`${dialogKeys}.ok`),
      clearButtonLabel: t(`${dialogKeys}.clear`),
      todayButtonLabel: t(`${dialogKeys}.today`),
      datePickerToolbarTitle: t(`${dialogKeys}.title`),
      fieldYearPlaceholder: () => t(`${dialogKeys}.yearPlaceholder`),
      fieldMonthPlaceholder: () => t(`${dialogKeys}.monthPlaceholder`),
      fieldDayPlaceholder: () => t(`${dialogKeys}.dayPlaceholder`),
      year: t(`${dialogKeys}.year`),
      month: t(`${dialogKeys}.month`),
      day: t(`${dialogKeys}.day`),
      empty: t(`${dialogKeys}.empty`),
    }),
    [t, calendarKeys, dialogKeys],
  );
}
