import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import { offerAirline } from '@/features/flights/model/offer-summary';

import type { PartyPricing } from '../hooks/use-party-pricing';
import { partyOf, type BookableOffer } from '../model/bookable-offer';
import type { TravelerType } from '../model/booking-options';
import { priceBreakdown, type ChosenExtras, type PriceLineCode } from '../model/price-breakdown';
import { usePartyText } from '../hooks/use-party-text';

interface BookingSummaryProps {
  offer: BookableOffer;
  types: readonly TravelerType[];
  extras: ChosenExtras;
  pricing: PartyPricing;
}

const LINE_KEYS: Record<PriceLineCode, string> = {
  TICKETS: 'booking.summary.tickets',
  SEAT_SELECTION: 'booking.summary.seatSelection',
  EXTRA_BAGGAGE: 'booking.summary.extraBaggage',
  TRAVEL_INSURANCE: 'booking.summary.travelInsurance',
  TAXES_AND_FEES: 'booking.summary.taxes',
};

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        // The total is set off by a rule (a border: a <dl> holds only its term groups).
        ...(strong && { borderTop: 1, borderColor: 'divider', pt: 1 }),
      }}
    >
      <Typography
        component="dt"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ m: 0, fontWeight: strong ? 700 : 500 }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** The booking so far, updating live: the flight, the passengers and the price (§9). */
export function BookingSummary({ offer, types, extras, pricing }: BookingSummaryProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const partyText = usePartyText();
  const outbound = offer.itineraries[0]!;
  const back = offer.itineraries[1];
  const first = outbound.segments[0]!;
  const last = outbound.segments[outbound.segments.length - 1]!;
  const breakdown = priceBreakdown(offer, types.length, extras);
  const money = (minor: number) => format.price(minor / 100, breakdown.currency);
  const updating = pricing.status !== 'priced';

  return (
    <Card component="aside" aria-labelledby="booking-summary-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="booking-summary-heading" component="h2" variant="h6">
          {t('booking.summary.title')}
        </Typography>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>
            {t('format.route', {
              origin: first.departure.iataCode,
              destination: last.arrival.iataCode,
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              format.airline(offerAirline(offer)),
              offer.class ? t(`cabins.${offer.class}`, { defaultValue: offer.class }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <Row
            label={t('booking.summary.departure')}
            value={`${format.date(first.departure.at, true)} · ${format.time(first.departure.at)}`}
          />
          {back && (
            <Row
              label={t('booking.summary.return')}
              value={`${format.date(back.segments[0]!.departure.at, true)} · ${format.time(back.segments[0]!.departure.at)}`}
            />
          )}
          <Row label={t('booking.summary.passengers')} value={partyText(partyOf(types))} />
        </Box>
        <Divider />
        <Box role="status">
          {updating && (
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {pricing.status === 'failed'
                  ? t('booking.pricing.notUpdated')
                  : t('booking.pricing.updating')}
              </Typography>
              {pricing.status === 'updating' && <LinearProgress aria-hidden />}
            </Stack>
          )}
        </Box>
        <Box
          component="dl"
          aria-busy={updating}
          sx={{ m: 0, display: 'grid', gap: 1, opacity: updating ? 0.5 : 1 }}
        >
          {breakdown.lines.map((line) => (
            <Row
              key={line.code}
              label={t(LINE_KEYS[line.code], { value: format.number(line.quantity) })}
              value={money(line.minor)}
            />
          ))}
          <Row label={t('booking.summary.total')} value={money(breakdown.totalMinor)} strong />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('booking.summary.note')}
        </Typography>
      </Stack>
    </Card>
  );
}
