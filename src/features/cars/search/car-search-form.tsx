import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { CAR_SEARCH_DEFAULTS, DRIVER_AGE, RENTAL_LIMITS } from '@server/modules/cars/constants.ts';
import { useCallback, useRef, useState, type FormEvent } from 'react';

import { NearMeButton } from '@/components/places/near-me-button';
import { SearchButton } from '@/components/places/search-button';
import { toLatinDigits } from '@/lib/checkout/latin-digits';
import { addDaysIso, isBefore, todayIso } from '@/lib/iso-date';
import { useNearestPlace, type NearestPlaceState } from '@/lib/use-nearest-place';

import { useLazyNearestCarLocationsQuery } from '../api/cars-api';
import type { NearestBranch } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import {
  lastPickup,
  type CarSearch,
  type ParamProblem,
  type SearchParam,
} from '../model/car-search';
import {
  formValuesOf,
  searchFormErrors,
  toCarSearch,
  type CarSearchFormValues,
  type ResolvedSearch,
  type SearchFormErrors,
} from '../model/search-form';

import { FORM_FIELDS, type FieldProblem } from '../model/form-fields';

import { LocationField } from './location-field';
import { NearestBranchNotice } from './nearest-branch-notice';
import { RentalTimesFields } from './rental-times-fields';

const fieldOf = (param: string) => FORM_FIELDS[param as SearchParam] as keyof SearchFormErrors;

interface CarSearchFormProps {
  /** What the URL asks for. */
  asked: CarSearch;
  /** Search parameters of the URL that could not be read: said beside their fields. */
  linkProblems?: readonly ParamProblem[];
  /** What the answer says was searched (the server's defaults filled in), once it is there. */
  resolved: ResolvedSearch | null;
  /** The search's 400, under the field it names. */
  problem?: FieldProblem | null;
  onSearch: (search: CarSearch) => void;
  /** "Use my location"'s progress, kept above the form (which starts afresh for each search). */
  nearestState: NearestPlaceState<NearestBranch>;
}

/**
 * /cars's search (§2): pickup branch and, for a one-way rental, another drop-off branch, pickup
 * and return dates and times (within each branch's hours), and the driver's age. It shows what
 * was searched until the traveller changes something; a search goes into the URL.
 */
export function CarSearchForm({
  asked,
  linkProblems = [],
  resolved,
  problem,
  onSearch,
  nearestState,
}: CarSearchFormProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const [edited, setEdited] = useState<CarSearchFormValues | null>(null);
  const [attempted, setAttempted] = useState(false);
  const today = todayIso();
  // A field the link could not fill is left empty (not the server's default) until it is chosen.
  const unreadable = new Set(linkProblems.map((each) => fieldOf(each.param)));
  const shown = formValuesOf(asked, resolved, unreadable);
  // The age in the reader's digits (what is typed is read in either).
  const values = edited ?? {
    ...shown,
    driverAge: shown.driverAge && format.number(Number(shown.driverAge), { useGrouping: false }),
  };
  const errors = attempted ? searchFormErrors(values, today) : {};
  const [changed, setChanged] = useState<readonly string[]>([]);
  const change = (patch: Partial<CarSearchFormValues>) => {
    setChanged((fields) => [...fields, ...Object.keys(patch)]);
    setEdited({ ...values, ...patch });
  };
  // The return stays after the pickup: a later pickup moves an earlier return.
  const changeTimes = (patch: Partial<CarSearchFormValues>) => {
    const { pickupDate } = patch;
    const { returnDate } = values;
    change(
      pickupDate
        ? {
            ...patch,
            returnDate:
              returnDate && isBefore(returnDate, pickupDate)
                ? addDaysIso(pickupDate, CAR_SEARCH_DEFAULTS.days)
                : returnDate,
          }
        : patch,
    );
  };
  const limits = {
    age: format.number(DRIVER_AGE.min),
    min: format.number(DRIVER_AGE.min),
    max: format.number(DRIVER_AGE.max),
    days: format.number(RENTAL_LIMITS.daysMax),
    ahead: format.number(RENTAL_LIMITS.daysAheadMax),
    date: format.date(lastPickup(today)),
  };
  const errorText = (field: keyof SearchFormErrors) => {
    const key = errors[field];
    if (key) return t(`search.errors.${key}`, limits);
    const fromLink = linkProblems.find((each) => fieldOf(each.param) === field);
    if (fromLink && !changed.includes(field)) {
      return t(`linkProblems.${fromLink.param}.${fromLink.problem}`, limits);
    }
    return !edited && problem?.field === field ? problem.text : undefined;
  };

  const submit = (next: CarSearchFormValues) => {
    const failed = Object.keys(searchFormErrors(next, today)).length > 0;
    setAttempted(failed);
    // Navigating within the submit event would make React treat the form as a form action
    // (reading its FormData into a pending state); a search is not one, so it goes after.
    if (!failed) queueMicrotask(() => onSearch(toCarSearch(next)));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    nearest.dismiss();
    submit(values);
  };
  // The nearest branch becomes the pickup (and the drop-off of a round trip), and is searched.
  const latest = useRef({ values, submit });
  latest.current = { values, submit };
  const onFound = useCallback((branch: NearestBranch) => {
    const next = { ...latest.current.values, pickup: branch };
    setEdited(next);
    latest.current.submit(next);
  }, []);
  const [findNearest] = useLazyNearestCarLocationsQuery();
  const nearest = useNearestPlace(findNearest, onFound, nearestState);
  const age = Number(toLatinDigits(values.driverAge));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('search.label')}>
      <Grid container columnSpacing={2} rowSpacing={{ xs: 2, md: 1 }}>
        <Grid size={{ xs: 12, md: values.oneWay ? 6 : 12 }}>
          <LocationField
            id="car-search-pickup"
            label={t('search.pickup')}
            value={values.pickup}
            onChange={(pickup) => change({ pickup })}
            error={errorText('pickup')}
          />
        </Grid>
        {values.oneWay && (
          <Grid size={{ xs: 12, md: 6 }}>
            <LocationField
              id="car-search-dropoff"
              label={t('search.dropoff')}
              value={values.dropoff}
              onChange={(dropoff) => change({ dropoff })}
              error={errorText('dropoff')}
            />
          </Grid>
        )}
        <Grid size={12}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={values.oneWay}
                  onChange={(_, oneWay) =>
                    change({ oneWay, dropoff: oneWay ? values.dropoff : null })
                  }
                />
              }
              label={t('search.oneWay')}
            />
            <NearMeButton onClick={nearest.locate} locating={nearest.status.kind === 'locating'}>
              {t('search.nearMe')}
            </NearMeButton>
          </Stack>
        </Grid>
        <RentalTimesFields
          place="search"
          values={values}
          onChange={changeTimes}
          errorText={errorText}
        />
        <Grid size={{ xs: 12, sm: 6, md: 2 }}>
          <TextField
            fullWidth
            id="car-search-driver-age"
            label={t('search.driverAge')}
            value={values.driverAge}
            onChange={(event) => change({ driverAge: event.target.value })}
            error={Boolean(errorText('driverAge'))}
            helperText={
              errorText('driverAge') ||
              (age >= DRIVER_AGE.min && age < DRIVER_AGE.youngUnder
                ? t('search.youngDriver', { age: format.number(DRIVER_AGE.youngUnder) })
                : ' ')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2, dir: 'ltr' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 12 }}>
          <SearchButton>{t('search.submit')}</SearchButton>
        </Grid>
      </Grid>
      <NearestBranchNotice
        status={nearest.status}
        pickupLocation={asked.pickupLocation}
        onDismiss={nearest.dismiss}
      />
    </Box>
  );
}
