import CloseIcon from '@mui/icons-material/Close';
import MapIcon from '@mui/icons-material/Map';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RADIUS_KM, STAY_LIMITS } from '@server/modules/hotels/constants.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { TravelDateField } from '@/components/date-field/travel-date-field';
import { NearMeButton } from '@/components/places/near-me-button';
import { SearchButton } from '@/components/places/search-button';
import { addDaysIso, todayIso } from '@/lib/iso-date';

import {
  checkInChanged,
  checkOutChanged,
  destinationChanged,
  locationModeChanged,
  pointChosen,
  pointLocated,
  radiusChanged,
  roomsChanged,
  searchLinkRead,
  selectHotelSearchForm,
} from '../hotel-search-slice';
import { useCurrentPosition } from '../hooks/use-current-position';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useLinkProblemText } from '../hooks/use-link-problem-text';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { MapPickerDialog } from '../map/map-picker-dialog';
import { hotelUrlParams } from '../model/hotel-url';
import {
  lastCheckIn,
  lastCheckOut,
  type ParamProblem,
  type ReadableSearch,
} from '../model/hotel-search';
import { hotelSearchError, toHotelSearch } from '../model/search-form';

import { DestinationField } from './destination-field';
import { RoomsField } from './rooms-field';

/** A /hotels link that could not be read in full: what it says, and what is wrong with it. */
export interface SearchLink {
  problems: ParamProblem[];
  readable: ReadableSearch;
}

type LinkField = 'place' | 'checkIn' | 'checkOut' | 'rooms';
const LINK_FIELDS: Record<string, LinkField> = {
  destination: 'place',
  lat: 'place',
  lng: 'place',
  radius: 'place',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  room: 'rooms',
};

/**
 * §2/§4/§5: the home page's hotel search form. Its state is the persisted hotelSearch slice; a
 * search goes to /hotels with everything in the URL, where the results load. Given a `link`
 * that could not be read in full, it takes what could be and says what to fix beside each field
 * until that field is changed.
 */
export function HotelSearchForm({ link }: { link?: SearchLink }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useAppSelector(selectHotelSearchForm);
  const [attempted, setAttempted] = useState(false);
  // What the traveller types in the radius field; it becomes a number on leaving the field.
  const [radiusText, setRadiusText] = useState<string | null>(null);
  const today = todayIso();
  const invalid = attempted ? hotelSearchError(form, today) : null;
  const onFound = useCallback(
    (point: { latitude: number; longitude: number }) => dispatch(pointLocated(point)),
    [dispatch],
  );
  const position = useCurrentPosition(onFound);
  const nearMe = form.mode === 'none' ? null : form.point;
  const [mapOpen, setMapOpen] = useState(false);
  const problemText = useLinkProblemText();
  useEffect(() => {
    if (link) dispatch(searchLinkRead(link.readable));
  }, [link, dispatch]);
  const [fixed, setFixed] = useState<readonly LinkField[]>([]);
  const fix = (field: LinkField) => setFixed((done) => [...done, field]);
  const linkError = (field: LinkField) => {
    const problem = link?.problems.find((each) => LINK_FIELDS[each.param] === field);
    return problem && !fixed.includes(field) ? problemText(problem) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = hotelSearchError(form, today);
    setAttempted(Boolean(error));
    const search = error ? null : toHotelSearch(form);
    if (search) void navigate({ pathname: '/hotels', search: `?${hotelUrlParams(search)}` });
  };

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('search.label')}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <NearMeButton onClick={position.locate} locating={position.status.kind === 'locating'}>
            {t('search.location.action')}
          </NearMeButton>
          <Button
            onClick={() => setMapOpen(true)}
            startIcon={<MapIcon />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {t('search.location.chooseOnMap')}
          </Button>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: nearMe ? 5 : 4 }}>
            {nearMe ? (
              // On a phone the point takes a line of its own, radius and Clear the next.
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <TextField
                  id="hotel-search-near"
                  sx={{ flex: { xs: '1 1 100%', sm: 1 } }}
                  label={t(
                    form.mode === 'map' ? 'search.location.mapPoint' : 'search.location.near',
                  )}
                  value={t('search.location.point', {
                    latitude: format.number(nearMe.latitude, { maximumFractionDigits: 4 }),
                    longitude: format.number(nearMe.longitude, { maximumFractionDigits: 4 }),
                  })}
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
                <TextField
                  id="hotel-search-radius"
                  label={t('search.location.radius')}
                  value={radiusText ?? String(form.radius)}
                  onChange={(event) => setRadiusText(event.target.value)}
                  onBlur={() => {
                    if (radiusText !== null) dispatch(radiusChanged(radiusText));
                    setRadiusText(null);
                  }}
                  helperText={t('search.location.radiusHint', {
                    min: format.number(RADIUS_KM.min),
                    max: format.number(RADIUS_KM.max),
                  })}
                  sx={{ width: 150, flexShrink: 0 }}
                  slotProps={{
                    htmlInput: { inputMode: 'numeric', min: RADIUS_KM.min, max: RADIUS_KM.max },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">{t('search.location.km')}</InputAdornment>
                      ),
                    },
                  }}
                />
                <Button
                  onClick={() => dispatch(locationModeChanged('none'))}
                  startIcon={<CloseIcon />}
                  sx={{ alignSelf: 'flex-start', height: 56 }}
                >
                  {t('search.location.clear')}
                </Button>
              </Stack>
            ) : (
              <DestinationField
                value={form.destination}
                onChange={(city) => {
                  fix('place');
                  dispatch(destinationChanged(city));
                }}
                error={linkError('place')}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: nearMe ? 2 : 2.5 }}>
            <TravelDateField
              id="hotel-search-check-in"
              label={t('search.checkIn')}
              value={form.checkIn}
              maxDate={lastCheckIn(today)}
              onChange={(date) => {
                fix('checkIn');
                dispatch(checkInChanged(date));
              }}
              error={linkError('checkIn')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: nearMe ? 2 : 2.5 }}>
            <TravelDateField
              id="hotel-search-check-out"
              label={t('search.checkOut')}
              value={form.checkOut}
              minDate={form.checkIn ? addDaysIso(form.checkIn, 1) : addDaysIso(today, 1)}
              maxDate={lastCheckOut(form.checkIn ?? lastCheckIn(today))}
              onChange={(date) => {
                fix('checkOut');
                dispatch(checkOutChanged(date));
              }}
              error={linkError('checkOut')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <RoomsField
              id="hotel-search-rooms"
              value={form.rooms}
              onChange={(rooms) => {
                fix('rooms');
                dispatch(roomsChanged(rooms));
              }}
              error={linkError('rooms')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
            <SearchButton fillHeight>{t('search.submit')}</SearchButton>
          </Grid>
        </Grid>
        <Stack spacing={1.5} sx={{ mt: invalid || position.status.kind === 'failed' ? 2 : 0 }}>
          {invalid && (
            <Alert severity="warning" onClose={() => setAttempted(false)} closeText={t('dismiss')}>
              {t(`search.errors.${invalid}`, {
                max: format.number(STAY_LIMITS.nightsMax),
                days: format.number(STAY_LIMITS.daysAheadMax),
              })}
            </Alert>
          )}
          {position.status.kind === 'failed' && (
            <Alert severity="error" onClose={position.dismiss} closeText={t('dismiss')}>
              {t(`search.location.errors.${position.status.reason}`)}
            </Alert>
          )}
        </Stack>
      </Box>
      <MapPickerDialog
        open={mapOpen}
        initial={{ point: form.point, radius: form.radius }}
        onClose={() => setMapOpen(false)}
        onConfirm={({ point, radius }) => {
          dispatch(pointChosen({ ...point, radius }));
          setRadiusText(null);
          setMapOpen(false);
        }}
      />
    </>
  );
}
