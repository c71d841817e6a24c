import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DRIVER_AGE } from '@server/modules/cars/constants.ts';

import { FactGrid } from '@/components/fact-grid';
import { SectionCard } from '@/components/section-card';
import { formatYear } from '@/lib/format';

import type { CarLocation, CarOfferDetail } from '../api/car-types';
import { useMileageText } from '../components/car-key-specs';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { hoursOn } from '../model/opening-hours';
import { useHoursText } from '../search/time-select';

type Props = { offer: CarOfferDetail };

export function Specifications({ offer }: Props) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const { car } = offer;
  return (
    <SectionCard id="car-specifications" title={t('details.specifications')}>
      <Typography sx={{ mb: 2, lineHeight: 1.7 }}>
        {format.language === 'ar' ? format.digits(offer.descriptionAr) : offer.description}
      </Typography>
      <FactGrid
        facts={[
          { label: t('specs.model'), value: `${car.make} ${car.model}` },
          { label: t('specs.year'), value: formatYear(car.year, format.language) },
          { label: t('specs.category'), value: t(`categories.${car.category}`) },
          { label: t('specs.type'), value: t(`types.${car.type}`) },
          { label: t('specs.seatsLabel'), value: format.number(car.seats) },
          { label: t('specs.doorsLabel'), value: format.number(car.doors) },
          {
            label: t('specs.luggage'),
            value: t('specs.bags', {
              large: format.number(car.bags.large),
              small: format.number(car.bags.small),
            }),
          },
          { label: t('specs.transmission'), value: t(`transmissions.${car.transmission}`) },
          { label: t('specs.fuel'), value: t(`fuels.${car.fuel}`) },
          {
            label: t('specs.airConditioning'),
            value: t(car.airConditioning ? 'specs.yes' : 'specs.no'),
          },
          { label: t('specs.acriss'), value: <span dir="ltr">{car.acriss}</span> },
        ]}
      />
    </SectionCard>
  );
}

export function Features({ offer }: Props) {
  const { t } = useCarsTranslation();
  return (
    <SectionCard id="car-features" title={t('details.features')}>
      <Grid component="ul" container spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {offer.car.features.map((feature) => (
          <Grid component="li" key={feature} size={{ xs: 12, sm: 6 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CheckIcon aria-hidden fontSize="small" color="success" />
              <Typography>{t(`features.${feature}`)}</Typography>
            </Stack>
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}

/** What cancelling costs: free until the deadline (the branch's clock), or non-refundable. */
export function useCancellationText() {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  return (offer: Pick<CarOfferDetail, 'cancellation' | 'price'>) =>
    offer.cancellation.refundable && offer.cancellation.freeUntil
      ? t('policies.freeUntil', {
          date: format.dateTime(offer.cancellation.freeUntil),
          charge: format.price(offer.cancellation.lateCharge, offer.price.currency),
        })
      : t('policies.nonRefundable');
}

export function InsuranceAndPolicies({ offer }: Props) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const mileage = useMileageText();
  const cancellation = useCancellationText();
  const money = (amount: string) => format.price(amount, offer.price.currency);
  const young = offer.minDriverAge < DRIVER_AGE.youngUnder;
  return (
    <SectionCard id="car-insurance" title={t('details.insuranceAndPolicies')}>
      <Box sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-labelledby="car-insurance">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('insurance.cover')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('insurance.price')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('insurance.excess')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offer.insurance.map((tier) => (
              <TableRow key={tier.tier}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`insurance.tiers.${tier.tier}`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`insurance.covers.${tier.tier}`)}
                  </Typography>
                </TableCell>
                <TableCell align="right">
                  {Number(tier.price) > 0 ? money(tier.price) : t('insurance.included')}
                </TableCell>
                <TableCell align="right">{money(tier.excess)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <FactGrid
        wide
        facts={[
          {
            label: t('policies.deposit'),
            value: t('policies.depositValue', { amount: money(offer.deposit) }),
          },
          { label: t('policies.excess'), value: money(offer.excess) },
          { label: t('policies.fuel'), value: t(`fuelPolicies.${offer.fuelPolicy}`) },
          {
            label: t('policies.mileage'),
            value:
              offer.mileage.extraKm && !offer.mileage.unlimited
                ? t('policies.mileageLimited', {
                    included: mileage(offer.mileage),
                    // Per 100 km: a price per km is cents, and every amount is shown whole (§9).
                    extra: format.price(Number(offer.mileage.extraKm) * 100, offer.price.currency),
                    distance: format.number(100),
                  })
                : mileage(offer.mileage),
          },
          {
            label: t('policies.minimumAge'),
            value: young
              ? t('policies.minimumAgeYoung', {
                  age: format.number(offer.minDriverAge),
                  under: format.number(DRIVER_AGE.youngUnder),
                  charge: money(offer.youngDriverPerDay),
                })
              : format.number(offer.minDriverAge),
          },
          { label: t('policies.cancellation'), value: cancellation(offer) },
        ]}
      />
    </SectionCard>
  );
}

function BranchVisit({ title, branch, at }: { title: string; branch: CarLocation; at: string }) {
  const format = useCarFormat();
  const hoursText = useHoursText();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{format.name(branch)}</Typography>
      <Typography variant="body2">
        {format.language === 'ar' ? branch.addressAr : branch.address}
      </Typography>
      <Typography variant="body2">{format.dateTime(at)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hoursText(hoursOn(branch, at.slice(0, 10)))}
      </Typography>
    </Box>
  );
}

export function PickupAndReturn({ offer }: Props) {
  const { t } = useCarsTranslation();
  return (
    <SectionCard id="car-branches" title={t('details.pickupAndReturn')}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BranchVisit title={t('details.pickup')} branch={offer.pickup} at={offer.pickupAt} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BranchVisit title={t('details.return')} branch={offer.dropoff} at={offer.returnAt} />
        </Grid>
      </Grid>
    </SectionCard>
  );
}
