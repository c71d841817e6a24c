import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useParams } from 'react-router-dom';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';

import { useCarOfferQuery } from '../api/cars-api';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { carUrlParams, searchOfOffer } from '../model/car-search';
import { resultsLinkFrom } from '../model/results-state';

import { CarDetails } from './car-details';
import { OFFER_ID } from './offer-id';

/**
 * /car-details/{id} (§2): the offer priced now, loaded by its id. Without an id (an old shared
 * link to /car-details) the page says what happened and leads to the cars; an id that names no
 * offer, or one sold out or already started, says so with a way back.
 */
export function CarDetailsPage() {
  const { t } = useCarsTranslation();
  const { id } = useParams();
  const { state } = useLocation();
  const valid = id !== undefined && OFFER_ID.test(id);
  const offer = useCarOfferQuery(valid ? id : skipToken);
  const backToCars = (
    <RouterButton to={resultsLinkFrom(state)} variant="contained" startIcon={<BackArrowIcon />}>
      {t('details.backToCars')}
    </RouterButton>
  );

  if (!id) {
    return (
      <MessagePage
        icon={<DirectionsCarIcon />}
        title={t('details.noId')}
        body={t('details.noIdBody')}
        actions={
          <RouterButton to="/cars" variant="contained">
            {t('details.browseCars')}
          </RouterButton>
        }
      />
    );
  }
  const status = offer.error && 'status' in offer.error ? offer.error.status : null;
  if (!valid || status === 404 || status === 400) {
    return (
      <MessagePage
        icon={<DirectionsCarIcon />}
        title={t('details.notFound')}
        body={t('details.notFoundBody')}
        actions={backToCars}
      />
    );
  }
  if (offer.isError && !offer.isFetching) {
    return (
      <MessagePage
        icon={<ErrorOutlineIcon />}
        title={t('details.failed')}
        body={t('details.failedBody')}
        actions={
          <>
            <Button variant="outlined" onClick={() => void offer.refetch()}>
              {t('results.tryAgain')}
            </Button>
            {backToCars}
          </>
        }
      />
    );
  }
  const detail = offer.currentData;
  if (!detail) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('details.loading')} />
      </Box>
    );
  }
  if (!detail.available) {
    return (
      <MessagePage
        icon={<EventBusyIcon />}
        title={t(`details.unavailable.${detail.unavailableReason ?? 'sold_out'}`)}
        body={t('details.unavailable.body')}
        actions={
          <RouterButton to={`/cars?${carUrlParams(searchOfOffer(detail))}`} variant="contained">
            {t('details.otherCars')}
          </RouterButton>
        }
      />
    );
  }
  return <CarDetails key={detail.id} offer={detail} />;
}
