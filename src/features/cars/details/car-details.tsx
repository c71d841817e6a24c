import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';

import type { CarOfferDetail } from '../api/car-types';
import { SupplierLine } from '../components/supplier-line';
import { carFavorite } from '../favorites/car-favorite';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { carUrlParams, searchOfOffer } from '../model/car-search';
import { resultsLinkFrom } from '../model/results-state';

import { CarGallery } from './car-gallery';
import { Features, InsuranceAndPolicies, PickupAndReturn, Specifications } from './car-sections';
import { RentalPanel } from './rental-panel';

const DRIVER_PARAM = 'driver';

/**
 * A loaded offer (§2 Car details): the pictures, specifications, features, insurance and
 * policies, where and when, and the sticky rental panel. 'Need a driver?' lives in the URL
 * (?driver=1), so it survives a reload and a move to other times.
 */
export function CarDetails({ offer }: { offer: CarOfferDetail }) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const { state } = useLocation();
  const [params, setParams] = useSearchParams();
  // The switch answers at once; the URL follows.
  const [withDriver, setWithDriver] = useState(() => params.get(DRIVER_PARAM) === '1');
  const backToResults = resultsLinkFrom(state, `/cars?${carUrlParams(searchOfOffer(offer))}`);

  return (
    <PageContainer>
      <RouterButton to={backToResults} startIcon={<BackArrowIcon />} sx={{ mb: 2 }}>
        {t('details.backToCars')}
      </RouterButton>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography color="text.secondary">
            {t('card.kind', {
              type: t(`types.${offer.car.type}`),
              category: t(`categories.${offer.car.category}`),
            })}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {format.name(offer.car)}
          </Typography>
          <SupplierLine supplier={offer.supplier} />
        </Stack>
        <FavoriteButton
          favorite={carFavorite(
            offer,
            offer,
            t('favorite.name', {
              car: format.name(offer.car),
              supplier: format.name(offer.supplier),
            }),
          )}
        />
      </Stack>
      <CarGallery offer={offer} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Specifications offer={offer} />
            <Features offer={offer} />
            <InsuranceAndPolicies offer={offer} />
            <PickupAndReturn offer={offer} />
          </Stack>
        </Grid>
        {/* On a phone the rental (its price and Book Now) comes before the car's sections. */}
        <Grid
          size={{ xs: 12, md: 4 }}
          sx={{ position: { md: 'sticky' }, top: { md: 88 }, order: { xs: -1, md: 0 } }}
        >
          <Box>
            <RentalPanel
              offer={offer}
              withDriver={withDriver}
              onWithDriver={(checked) => {
                setWithDriver(checked);
                const next = new URLSearchParams(params);
                if (checked) next.set(DRIVER_PARAM, '1');
                else next.delete(DRIVER_PARAM);
                setParams(next, { replace: true, state });
              }}
            />
          </Box>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
