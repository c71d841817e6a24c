import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TravelerType } from '@server/modules/flights/constants.ts';

import { MoneyLines } from '@/components/price/money-lines';
import { PriceDetails } from '@/components/price/price-details';
import { PriceLines } from '@/components/price/price-lines';
import { FareChangeRule } from '@/features/flights/components/fare-change-rule';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { wholeUnitLines } from '@/lib/whole-units';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import { useLanguage } from '@/lib/use-language';
import { cityLabel } from '@/features/flights/model/location-guards';
import { offerAirline } from '@/features/flights/model/offer-summary';

import type { PartyPricing } from '../hooks/use-party-pricing';
import { usePartyText } from '../hooks/use-party-text';
import { partyOf, type BookableOffer } from '../model/bookable-offer';
import { numbersWithinType } from '../model/party-rules';
import { perPassengerPrices, priceBreakdown, type ChosenExtras } from '../model/price-breakdown';

interface BookingSummaryProps {
  offer: BookableOffer;
  /** The passengers in the form, shown at once (the price follows once they are priced). */
  types: readonly TravelerType[];
  extras: ChosenExtras;
  pricing: PartyPricing;
}

/**
 * The booking so far, updating live: the flight, the passengers and the price (§9). The total is
 * the card's figure for the same party plus the extras chosen, and nothing else; what each
 * passenger costs is one click away.
 */
export function BookingSummary({ offer, types, extras, pricing }: BookingSummaryProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const partyText = usePartyText();
  const outbound = offer.itineraries[0]!;
  const back = offer.itineraries[1];
  const first = outbound.segments[0]!;
  const last = outbound.segments[outbound.segments.length - 1]!;
  const breakdown = priceBreakdown(offer, extras);
  const perPassenger = perPassengerPrices(offer, extras);
  const numbers = numbersWithinType(perPassenger.map((price) => price.travelerType));
  const money = (minor: number) => format.price(minor / 100, breakdown.currency);
  // Each passenger's share in whole units, adding up to the total shown above.
  const passengerUnits = wholeUnitLines(perPassenger.map((price) => price.totalMinor)).lines;
  const updating = pricing.status !== 'priced';
  const when = (at: string) => `${format.date(at, true)} · ${format.time(at)}`;

  return (
    <Card component="aside" aria-labelledby="booking-summary-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="booking-summary-heading" component="h2" variant="h6">
          {t('booking.summary.title')}
        </Typography>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>
            {t('format.route', {
              origin: cityLabel(first.departure, language),
              destination: cityLabel(last.arrival, language),
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
        <PriceLines
          dense
          lines={[
            {
              id: 'departure',
              label: t('booking.summary.departure'),
              value: when(first.departure.at),
            },
            ...(back
              ? [
                  {
                    id: 'return',
                    label: t('booking.summary.return'),
                    value: when(back.segments[0]!.departure.at),
                  },
                ]
              : []),
            {
              id: 'party',
              label: t('booking.summary.passengers'),
              value: partyText(partyOf(types)),
            },
          ]}
        />
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
        <Box aria-busy={updating} sx={{ opacity: updating ? 0.5 : 1 }}>
          <MoneyLines
            dense
            currency={breakdown.currency}
            lines={breakdown.lines.map((line) => ({
              id: line.code,
              label: t(`booking.summary.lines.${line.code}`, {
                value: format.number(line.quantity),
              }),
              amount: line.minor / 100,
            }))}
            totalLabel={t('booking.summary.total')}
          />
        </Box>
        <PriceDetails label={t('booking.summary.perPassenger')}>
          <PriceLines
            dense
            lines={perPassenger.map((price, index) => ({
              id: String(index),
              label: t('booking.passengers.label', {
                type: t(`booking.passengers.types.${price.travelerType}`),
                number: format.number(numbers[index] ?? 1),
              }),
              value: money((passengerUnits[index] ?? 0) * 100),
            }))}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {perPassenger[0]?.extrasMinor
              ? t('booking.summary.perPassengerWithExtras', {
                  extras: money(perPassenger[0].extrasMinor),
                })
              : t('booking.summary.perPassengerNote')}
          </Typography>
        </PriceDetails>
        <FareChangeRule offer={offer} />
        <Typography variant="caption" color="text.secondary">
          {t('booking.summary.note')}
        </Typography>
      </Stack>
    </Card>
  );
}
