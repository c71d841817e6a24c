import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Box from '@mui/material/Box';
import type { Booking, PriceLine } from '@server/modules/bookings/schemas.ts';
import type { FlightBookingDetails } from '@server/modules/flights/booking/schemas.ts';
import { useCallback } from 'react';

import type { BookingDescription, BookingKindView } from '@/components/checkout/booking-kind-view';
import { formatLocalWhen } from '@/lib/local-time';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useLanguage } from '@/lib/use-language';

import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

import { bookingRoute } from './booking-route';
import { ChangeFlightAction } from './change-flight-action';

const returnDateOf = (booking: Booking) => {
  const { returnDate } = booking.details as Partial<FlightBookingDetails>;
  return typeof returnDate === 'string' ? returnDate : null;
};

/**
 * What My Bookings says of a flight: 'Dubai (DXB) → Paris (CDG)' (to the eye 'باريس (CDG) ← دبي
 * (DXB)' in Arabic, read right to left; screen readers hear "Dubai (DXB) to Paris (CDG)"), the
 * departure and return, the passengers.
 */
function useFlightBookingDescription(booking: Booking): BookingDescription {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const when = (at: string) => formatLocalWhen(at, language);
  const route = bookingRoute(booking, language);
  const returnDate = returnDateOf(booking);
  const { adults, children, infants } = booking.party;
  const passengers = adults + children + infants;
  const priceLine = useCallback(
    (line: PriceLine) =>
      t(`booking.summary.lines.${line.code}`, {
        value: format.number(line.quantity),
        defaultValue: line.code,
      }),
    [t, format],
  );
  const label = route ? t('bookingRow.routeLabel', { ...route }) : booking.title;
  return {
    title: route ? (
      <>
        <span aria-hidden>{t('bookingRow.route', { ...route })}</span>
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </>
    ) : (
      booking.title
    ),
    label,
    when: [
      t('bookingRow.departure', { date: when(booking.date) }),
      ...(returnDate ? [t('bookingRow.return', { date: when(returnDate) })] : []),
    ],
    party: t('bookingRow.passengers', { count: passengers, value: format.number(passengers) }),
    cancelSummary: route
      ? t('bookingRow.cancelSummary', { ...route, date: when(booking.date) })
      : '',
    priceLine,
  };
}

/** The flight kind's row in My Bookings. */
export const flightBookingView: BookingKindView = {
  Icon: FlightTakeoff,
  useDescription: useFlightBookingDescription,
  ChangeAction: ChangeFlightAction,
};
