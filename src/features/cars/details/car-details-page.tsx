import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useParams } from 'react-router-dom';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { DetailsStates } from '@/components/details/details-states';
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
  return (
    <DetailsStates
      query={offer}
      malformed={!valid}
      notFoundStatuses={[404, 400]}
      notFoundIcon={<DirectionsCarIcon />}
      back={backToCars}
      t={t}
    >
      {(detail) =>
        detail.available ? (
          <CarDetails key={detail.id} offer={detail} />
        ) : (
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
        )
      }
    </DetailsStates>
  );
}
