import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';

import { useFlightsTranslation } from '../hooks/use-flights-translation';
import { findCachedFlight } from '../model/last-search-cache';
import { airlineNamesFromState, resultsSearchFromState } from '../model/navigation-state';
import { BackArrowIcon } from '@/components/back-arrow-icon';

import { FlightDetails } from './flight-details';

/** /flight-details/{id} (§2): the flight from the cached last search (§7), or why it is not there. */
export function FlightDetailsPage() {
  const { t } = useFlightsTranslation();
  const { id = '' } = useParams();
  const { state } = useLocation();
  const flight = useMemo(() => findCachedFlight(id), [id]);
  const backTo = `/flights${resultsSearchFromState(state)}`;

  if (flight.status === 'found') {
    return (
      <FlightDetails
        offer={flight.offer}
        backTo={backTo}
        airlineNames={airlineNamesFromState(state)}
      />
    );
  }
  const corrupt = flight.status === 'corrupt';
  return (
    <MessagePage
      icon={corrupt ? <ErrorOutlineIcon /> : <SearchOffIcon />}
      title={t('details.title')}
      body={t(corrupt ? 'details.cacheFailed' : 'details.notFound')}
      actions={
        <RouterButton to={backTo} variant="contained" size="large" startIcon={<BackArrowIcon />}>
          {t('details.back')}
        </RouterButton>
      }
    />
  );
}
