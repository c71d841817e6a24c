import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';

import { TravelDateField } from '@/components/date-field/travel-date-field';
import { NearMeButton } from '@/components/places/near-me-button';
import { useNearestPlace } from '@/lib/use-nearest-place';

import { useLazyNearestAirportsQuery } from '../api/flights-api';
import { useCalendarFares } from '../hooks/use-calendar-fares';
import { useFlightSearchForm } from '../hooks/use-flight-search-form';
import { useFlightSearchSubmit } from '../hooks/use-flight-search-submit';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import {
  FLIGHT_SEARCH_FIELDS,
  flightSearchError,
  flightSearchFieldErrors,
} from '../schemas/flight-search-schema';

import { AirportPair } from './airport-pair';
import { CabinClassSelect } from './cabin-class-select';
import { FLIGHT_SEARCH_FIELD_IDS } from './field-ids';
import { LocationNotice } from './location-notice';
import { PassengersField } from './passengers-field';
import { TripTypeRadios } from './trip-type-radios';

/** §2/§4/§5: the home page's flight search form. Its state is the persisted flightSearch slice. */
export function FlightSearchForm() {
  const { t } = useFlightsTranslation();
  const { form, actions } = useFlightSearchForm();
  const submit = useFlightSearchSubmit(form);
  const [findNearest] = useLazyNearestAirportsQuery();
  const location = useNearestPlace(findNearest, actions.setOrigin);
  const calendarFares = useCalendarFares(form);
  // After a refused submit the message follows the form, and goes once the form is complete.
  const [attempted, setAttempted] = useState(false);
  const invalid = attempted ? flightSearchError(form) : null;
  const fieldErrors = attempted ? flightSearchFieldErrors(form) : {};
  const fieldError = (field: keyof typeof fieldErrors) => {
    const key = fieldErrors[field];
    return key ? t(key) : undefined;
  };
  const roundTrip = form.tripType === 'round-trip';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.searching) return;
    const error = flightSearchError(form);
    setAttempted(Boolean(error));
    if (!error) {
      void submit.search();
      return;
    }
    // Straight to the first field to fix, which now says what it needs.
    const errors = flightSearchFieldErrors(form);
    const first = FLIGHT_SEARCH_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(FLIGHT_SEARCH_FIELD_IDS[first])?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('search.label')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <TripTypeRadios value={form.tripType} onChange={actions.setTripType} />
        <NearMeButton onClick={location.locate} locating={location.status.kind === 'locating'}>
          {location.status.kind === 'locating'
            ? t('search.location.locating')
            : t('search.location.action')}
        </NearMeButton>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: roundTrip ? 6 : 8 }}>
          <AirportPair
            origin={form.origin}
            destination={form.destination}
            onOriginChange={actions.setOrigin}
            onDestinationChange={actions.setDestination}
            onSwap={actions.swap}
            originError={fieldError('origin')}
            destinationError={fieldError('destination')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: roundTrip ? 6 : 12, lg: roundTrip ? 3 : 4 }}>
          <TravelDateField
            id={FLIGHT_SEARCH_FIELD_IDS.departureDate}
            label={t('search.departureDate')}
            value={form.departureDate}
            onChange={actions.setDepartureDate}
            error={fieldError('departureDate')}
            dayNotes={calendarFares}
          />
        </Grid>
        {roundTrip && (
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <TravelDateField
              id={FLIGHT_SEARCH_FIELD_IDS.returnDate}
              label={t('search.returnDate')}
              value={form.returnDate}
              minDate={form.departureDate}
              onChange={actions.setReturnDate}
              error={fieldError('returnDate')}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <CabinClassSelect value={form.cabinClass} onChange={actions.setCabinClass} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <PassengersField value={form.passengers} onChange={actions.setPassengers} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Button
            type="submit"
            fullWidth
            size="large"
            variant="contained"
            disabled={submit.searching}
            loading={submit.searching}
            loadingPosition="start"
            startIcon={<SearchIcon />}
            sx={{ height: '100%', minHeight: 56 }}
          >
            {submit.searching ? t('search.searching') : t('search.submit')}
          </Button>
        </Grid>
      </Grid>
      <Stack
        spacing={1.5}
        sx={{ mt: invalid || submit.failed || location.status.kind !== 'idle' ? 2 : 0 }}
      >
        {invalid && (
          <Alert
            severity="warning"
            onClose={() => setAttempted(false)}
            closeText={t('search.dismiss')}
          >
            {t(invalid)}
          </Alert>
        )}
        {submit.failed && (
          <Alert severity="error" onClose={submit.dismissFailure} closeText={t('search.dismiss')}>
            {t('search.errors.failed')}
          </Alert>
        )}
        <Box role="status">
          {location.status.kind === 'located' && (
            <LocationNotice status={location.status} onDismiss={location.dismiss} />
          )}
        </Box>
        {location.status.kind === 'failed' && (
          <LocationNotice status={location.status} onDismiss={location.dismiss} />
        )}
      </Stack>
    </Box>
  );
}
