import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CarPaymentMethod, InsuranceTier } from '@server/modules/cars/constants.ts';

import type { CarOfferDetail, CarPricing } from '../api/car-types';
import { CarPicture } from '../components/car-picture';
import { RentalPriceLines } from '../components/rental-price-lines';
import { SupplierLine } from '../components/supplier-line';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

interface BookingSummaryProps {
  offer: CarOfferDetail;
  /** The rental priced with the add-ons chosen (null until the first answer). */
  pricing: CarPricing | null;
  /** A newer answer is on its way. */
  updating: boolean;
  /** Why the add-ons could not be priced (the rental's own price is shown then). */
  failure: 'price-changed' | 'failed' | null;
  insurance: InsuranceTier;
  method: CarPaymentMethod;
}

/**
 * The rental summary beside the wizard (§2): the car, where and when, and the price with every
 * fee and the add-ons chosen as the server prices them; the deposit is a hold, not a charge.
 */
export function BookingSummary(props: BookingSummaryProps) {
  const { offer, pricing, updating, failure, insurance, method } = props;
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const { currency } = offer.price;
  const price = pricing?.price ?? offer.price;
  const money = (amount: string) => format.price(amount, currency);

  return (
    <Card component="aside" aria-labelledby="car-summary-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="car-summary-heading" variant="h6" component="h2">
          {t('booking.summary')}
        </Typography>
        <CarPicture path={offer.car.image} height={120} sx={{ borderRadius: 1 }} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{format.name(offer.car)}</Typography>
          <SupplierLine supplier={offer.supplier} />
        </Box>
        <Box>
          <Typography variant="body2">
            {t('booking.pickupLine', {
              branch: format.name(offer.pickup),
              at: format.dateTime(offer.pickupAt),
            })}
          </Typography>
          <Typography variant="body2">
            {t('booking.returnLine', {
              branch: format.name(offer.dropoff),
              at: format.dateTime(offer.returnAt),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.days', { count: offer.price.days, value: format.number(offer.price.days) })}
          </Typography>
        </Box>
        <Box sx={{ minHeight: 4 }}>{updating && <LinearProgress aria-hidden />}</Box>
        <Box aria-live="polite" aria-busy={updating}>
          <RentalPriceLines
            price={{ ...price, currency }}
            insurance={pricing?.extras.insurance ?? insurance}
          />
        </Box>
        {failure && (
          <Alert severity="warning">
            {t(failure === 'price-changed' ? 'booking.priceChanging' : 'booking.priceFailed')}
          </Alert>
        )}
        {method === 'pay-on-pickup' && (
          <Typography variant="body2">
            {t('booking.payAtPickup', { price: money(price.total) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('policies.depositHold', { amount: money(pricing?.deposit ?? offer.deposit) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {Number(pricing?.excess ?? offer.excess) > 0
            ? t('booking.excessLine', { amount: money(pricing?.excess ?? offer.excess) })
            : t('booking.noExcessLine')}
        </Typography>
      </Stack>
    </Card>
  );
}
