import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAR_SEARCH_PROBLEMS, DRIVER_AGE, RENTAL_LIMITS } from '@server/modules/cars/constants.ts';
import { useState } from 'react';

import { RouterButton } from '@/components/router-button';
import { todayIso } from '@/lib/iso-date';

import { useCarPricingQuery } from '../api/cars-api';
import type { CarOfferDetail } from '../api/car-types';
import { RentalPriceLines } from '../components/rental-price-lines';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { bookingLink } from '../model/booking-link';
import { splitLocalTime } from '../model/car-search';
import { searchFormErrors, toCarSearch, type CarSearchFormValues } from '../model/search-form';
import { RentalTimesFields } from '../search/rental-times-fields';

import { useSameCar } from './use-same-car';

interface RentalPanelProps {
  offer: CarOfferDetail;
  withDriver: boolean;
  onWithDriver: (withDriver: boolean) => void;
}

const PROBLEM_CODES: readonly string[] = Object.values(CAR_SEARCH_PROBLEMS);

function valuesOf(offer: CarOfferDetail): CarSearchFormValues {
  const pickup = splitLocalTime(offer.pickupAt);
  const back = splitLocalTime(offer.returnAt);
  return {
    pickup: offer.pickup,
    oneWay: offer.oneWay,
    dropoff: offer.oneWay ? offer.dropoff : null,
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    returnDate: back.date,
    returnTime: back.time,
    driverAge: String(offer.driverAge),
  };
}

/**
 * The sticky panel of a car's page (§2): pickup and return dates and times and the pickup branch
 * (each change looks for this car then and there), 'Need a driver?' switching the daily price
 * (§4), the price with every fee (priced by the server, the driver included when asked), the
 * deposit, and Book Now.
 */
export function RentalPanel({ offer, withDriver, onWithDriver }: RentalPanelProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const [values, setValues] = useState(() => valuesOf(offer));
  const sameCar = useSameCar(offer);
  const errors = searchFormErrors(values, todayIso());
  const pricing = useCarPricingQuery({
    offerId: offer.id,
    body: { extras: { withDriver } },
  });
  const { currency } = offer.price;
  const price = pricing.currentData?.price ?? (withDriver ? null : { ...offer.price });

  const change = (patch: Partial<CarSearchFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(searchFormErrors(next, todayIso())).length === 0) {
      void sameCar.find(toCarSearch(next));
    }
  };
  const errorText = (field: keyof typeof errors) =>
    errors[field]
      ? t(`search.errors.${errors[field]}`, {
          age: format.number(DRIVER_AGE.min),
          days: format.number(RENTAL_LIMITS.daysMax),
          ahead: format.number(RENTAL_LIMITS.daysAheadMax),
        })
      : undefined;
  const { status } = sameCar;

  return (
    <Card component="section" aria-labelledby="car-rental-panel" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="car-rental-panel" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('panel.title')}
      </Typography>
      <Grid container columnSpacing={1.5} rowSpacing={2}>
        <Grid size={12}>
          <TextField
            select
            fullWidth
            id="car-panel-pickup"
            label={t('panel.pickupLocation')}
            value={values.pickup?.code ?? offer.pickupLocation}
            onChange={(event) => {
              const pickup = offer.pickupOptions.find(
                (option) => option.code === event.target.value,
              );
              if (pickup) change({ pickup });
            }}
            helperText={
              offer.oneWay ? t('panel.returnAt', { branch: format.name(offer.dropoff) }) : ' '
            }
          >
            {offer.pickupOptions.map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {format.name(option)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <RentalTimesFields place="panel" values={values} onChange={change} errorText={errorText} />
      </Grid>
      <Box role="status" sx={{ minHeight: 4 }}>
        {status.kind === 'searching' && <LinearProgress aria-label={t('panel.searching')} />}
        {status.kind === 'none' && <Alert severity="warning">{t('panel.notAvailable')}</Alert>}
        {status.kind === 'failed' && (
          <Alert severity="error">
            {status.code && PROBLEM_CODES.includes(status.code)
              ? t(`searchProblems.${status.code}`)
              : t('panel.failed')}
          </Alert>
        )}
      </Box>
      <Divider sx={{ my: 2 }} />
      <FormControlLabel
        control={<Switch checked={withDriver} onChange={(_, checked) => onWithDriver(checked)} />}
        label={t('panel.needDriver')}
      />
      <Typography variant="body2" color="text.secondary">
        {t('panel.driverNote', { price: format.price(offer.extras.driverPerDay, currency) })}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1.5 }} aria-live="polite">
        {t(withDriver ? 'panel.perDayWithDriver' : 'panel.perDay', {
          price: format.price(
            withDriver ? offer.price.withDriverPerDay : offer.price.perDay,
            currency,
          ),
        })}
      </Typography>
      <Stack spacing={1} sx={{ mt: 2 }} aria-busy={pricing.isFetching}>
        <Typography sx={{ fontWeight: 600 }}>{t('panel.priceTitle')}</Typography>
        {price ? (
          <RentalPriceLines price={{ ...price, currency }} />
        ) : (
          <Box aria-hidden>
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </Box>
        )}
        {pricing.isError && !pricing.isFetching && (
          <Alert severity="error">{t('panel.priceFailed')}</Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('policies.depositHold', { amount: format.price(offer.deposit, currency) })}
        </Typography>
      </Stack>
      <RouterButton
        to={bookingLink(offer.id, withDriver)}
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
      >
        {t('card.book')}
      </RouterButton>
    </Card>
  );
}
