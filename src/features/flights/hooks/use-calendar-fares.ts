import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';

import type { CalendarDayNotes } from '@/components/date-field/travel-date-calendar';
import { lastDayOfMonth, todayIso } from '@/lib/iso-date';

import { useFlightDatesQuery } from '../api/flights-api';
import type { FlightSearchState } from '../flight-search-slice';
import { toFlightSearchParams } from '../schemas/flight-search-schema';

import { useFlightFormat } from './use-flight-format';
import { useFlightsTranslation } from './use-flights-translation';

/**
 * Indicative prices on the departure calendar: the cheapest fare of each day of the month it
 * shows, for the route, party and cabin in the form, from the same engine as the results
 * (GET /api/shopping/flight-dates/). Nothing until both airports are chosen; a month is asked for
 * when the calendar shows it. A round trip keeps the length of the one in the form.
 */
export function useCalendarFares(form: FlightSearchState): CalendarDayNotes | undefined {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const [month, setMonth] = useState<string | null>(null);
  const { origin, destination } = form;
  const ready = Boolean(origin && destination && origin.iataCode !== destination.iataCode);

  const today = todayIso();
  const from = month && month > today ? month : today;
  const to = month ? lastDayOfMonth(month) : null;
  const args =
    ready && to && from <= to
      ? {
          search: toFlightSearchParams(
            form.departureDate ? form : { ...form, departureDate: from, returnDate: null },
          ),
          from,
          to,
        }
      : skipToken;
  const { data } = useFlightDatesQuery(args);

  return useMemo(() => {
    if (!ready) return undefined;
    const notes: Record<string, string> = {};
    for (const day of data?.dates ?? []) {
      if (day.cheapest) notes[day.departureDate] = format.number(Math.round(Number(day.cheapest)));
    }
    return {
      notes,
      caption: t('search.calendarFares', { currency: data?.currency ?? 'USD' }),
      onMonthShown: setMonth,
    };
  }, [ready, data, format, t]);
}
