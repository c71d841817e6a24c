import Typography from '@mui/material/Typography';

import {
  ChangeQuoteFrame,
  ChangeSummaryCard,
} from '@/components/checkout/change/change-quote-frame';

import type { FlightBooking, FlightChangeQuote } from '../api/booking-api';
import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { flightNumber } from '../model/offer-summary';

/** One booking, now or as it would be: its flights with their local departures, then its total. */
function FlightSummary({ heading, booking }: { heading: string; booking: FlightBooking }) {
  const format = useFlightFormat();
  const segments = booking.details.flightOffer.itineraries.flatMap(
    (itinerary) => itinerary.segments,
  );
  return (
    <ChangeSummaryCard heading={heading} price={booking.price}>
      {segments.map((segment) => (
        <Typography key={`${segment.carrierCode}${segment.number}`} variant="body2">
          {`${flightNumber(segment.carrierCode, segment.number)} · ${format.date(segment.departure.at)} ${format.time(segment.departure.at)}`}
        </Typography>
      ))}
    </ChangeSummaryCard>
  );
}

/** A quoted change of a flight booking: now and as it would be, the new lines, the difference. */
export function ChangeFlightQuote({ quote }: { quote: FlightChangeQuote }) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const { current, proposed, difference } = quote;
  return (
    <ChangeQuoteFrame
      current={<FlightSummary heading={t('bookingChange.now')} booking={current} />}
      proposed={<FlightSummary heading={t('bookingChange.proposed')} booking={proposed} />}
      currency={proposed.price.currency}
      lines={proposed.price.lines.map((line) => ({
        id: line.code,
        label: t(`booking.summary.lines.${line.code}`, {
          value: format.number(line.quantity),
          defaultValue: line.code,
        }),
        amount: line.amount,
      }))}
      difference={difference}
    />
  );
}
