import Typography from '@mui/material/Typography';
import { INSURANCE_TIERS } from '@server/modules/cars/constants.ts';

import {
  ChangeQuoteFrame,
  ChangeSummaryCard,
} from '@/components/checkout/change/change-quote-frame';

import type { CarBooking, CarChangeQuote } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { usePriceLineText } from '../hooks/use-price-line-text';

/** One rental, now or as it would be: pickup and return (branch times), days, drop-off, total. */
function RentalSummary({ heading, rental }: { heading: string; rental: CarBooking }) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const { pickupAt, returnAt, days, pickup, dropoff } = rental.details;
  return (
    <ChangeSummaryCard heading={heading} price={rental.price}>
      <Typography variant="body2">
        {t('bookingChange.rental', {
          from: format.dateTime(pickupAt),
          to: format.dateTime(returnAt),
          count: days,
          value: format.number(days),
        })}
      </Typography>
      {dropoff.code !== pickup.code && (
        <Typography variant="body2">
          {t('bookingChange.returnAt', { branch: format.name(dropoff) })}
        </Typography>
      )}
    </ChangeSummaryCard>
  );
}

/** A quoted change of a rental: now and as it would be, the new lines, the difference. */
export function ChangeRentalQuote({ quote }: { quote: CarChangeQuote }) {
  const { t } = useCarsTranslation();
  const { current, proposed, difference } = quote;
  const insurance = INSURANCE_TIERS.find((tier) => tier === proposed.details.extras.insurance);
  const priceLine = usePriceLineText(insurance);
  return (
    <ChangeQuoteFrame
      current={<RentalSummary heading={t('bookingChange.now')} rental={current} />}
      proposed={<RentalSummary heading={t('bookingChange.proposed')} rental={proposed} />}
      currency={proposed.price.currency}
      lines={proposed.price.lines.map((line) => ({
        id: line.code,
        label: priceLine(line),
        amount: line.amount,
      }))}
      difference={difference}
    />
  );
}
