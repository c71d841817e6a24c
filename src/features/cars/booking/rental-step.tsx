import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { INSURANCE_TIERS } from '@server/modules/cars/constants.ts';
import { useController, type Control } from 'react-hook-form';

import { FormCheckbox } from '@/components/form/form-checkbox';
import { SectionCard } from '@/components/section-card';

import type { CarOfferDetail } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

import type { CarBookingFormValues } from './booking-form';

interface RentalStepProps {
  control: Control<CarBookingFormValues>;
  offer: CarOfferDetail;
}

/** A label with its price under it: "Child seat" / "+$15 per rental". */
function Priced({ label, price }: { label: string; price: string }) {
  return (
    <Stack component="span">
      <span>{label}</span>
      <Typography component="span" variant="body2" color="text.secondary">
        {price}
      </Typography>
    </Stack>
  );
}

function Visit({ title, branch, at }: { title: string; branch: string; at: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{branch}</Typography>
      <Typography variant="body2">{at}</Typography>
    </Grid>
  );
}

/**
 * Step 2, Rental Details: the rental as it will be booked, and §9's add-ons (a driver per day, a
 * child seat and GPS per rental, basic or comprehensive insurance), each with its price; the
 * summary beside the wizard prices them as they are chosen.
 */
export function RentalStep({ control, offer }: RentalStepProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const money = (amount: string) => format.price(amount, offer.price.currency);
  const { field: withDriver } = useController({ control, name: 'extras.withDriver' });
  const { field: insurance } = useController({ control, name: 'extras.insurance' });
  const excessOf = (tier: string) => offer.insurance.find((item) => item.tier === tier)?.excess;

  return (
    <>
      <SectionCard id="car-rental-heading" heading="h3" title={t('booking.rental.title')}>
        <Grid container spacing={2}>
          <Visit
            title={t('details.pickup')}
            branch={format.name(offer.pickup)}
            at={format.dateTime(offer.pickupAt)}
          />
          <Visit
            title={t('details.return')}
            branch={format.name(offer.dropoff)}
            at={format.dateTime(offer.returnAt)}
          />
        </Grid>
      </SectionCard>
      <SectionCard id="car-extras-heading" heading="h3" title={t('booking.extras.title')} gap={1}>
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch
                name={withDriver.name}
                checked={Boolean(withDriver.value)}
                onChange={(_, checked) => withDriver.onChange(checked)}
                onBlur={withDriver.onBlur}
              />
            }
            label={
              <Priced
                label={t('panel.needDriver')}
                price={t('booking.extras.perDay', { price: money(offer.extras.driverPerDay) })}
              />
            }
          />
          <FormCheckbox
            control={control}
            name="extras.childSeat"
            label={
              <Priced
                label={t('booking.extras.childSeat')}
                price={t('booking.extras.perRental', { price: money(offer.extras.childSeat) })}
              />
            }
          />
          <FormCheckbox
            control={control}
            name="extras.gps"
            label={
              <Priced
                label={t('booking.extras.gps')}
                price={t('booking.extras.perRental', { price: money(offer.extras.gps) })}
              />
            }
          />
        </Stack>
      </SectionCard>
      <Card component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ typography: 'h6', color: 'text.primary', mb: 1 }}>
            {t('booking.extras.insurance')}
          </FormLabel>
          <RadioGroup
            name={insurance.name}
            value={insurance.value}
            onChange={(event) => {
              const tier = INSURANCE_TIERS.find((value) => value === event.target.value);
              if (tier) insurance.onChange(tier);
            }}
          >
            {INSURANCE_TIERS.map((tier) => {
              const excess = excessOf(tier);
              return (
                <FormControlLabel
                  key={tier}
                  value={tier}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
                  label={
                    <Priced
                      label={
                        tier === 'none'
                          ? t('insurance.tiers.none')
                          : t('booking.extras.tierPrice', {
                              tier: t(`insurance.tiers.${tier}`),
                              price: money(offer.extras.insurance[tier]),
                            })
                      }
                      price={[
                        t(`insurance.covers.${tier}`),
                        excess !== undefined && Number(excess) > 0
                          ? t('booking.extras.excess', { amount: money(excess) })
                          : t('booking.extras.noExcess'),
                      ].join(' · ')}
                    />
                  }
                />
              );
            })}
          </RadioGroup>
        </FormControl>
      </Card>
      <Alert severity="info" role="note">
        {t('booking.extras.deposit', { amount: money(offer.deposit) })}
      </Alert>
    </>
  );
}
