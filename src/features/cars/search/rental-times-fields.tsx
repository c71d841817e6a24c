import Grid, { type GridSize } from '@mui/material/Grid';
import type { ResponsiveStyleValue } from '@mui/system';

import { TravelDateField } from '@/components/date-field/travel-date-field';
import { todayIso } from '@/lib/iso-date';

import { useCarsTranslation } from '../hooks/use-cars-translation';
import { lastPickup, lastReturn } from '../model/car-search';
import type { CarSearchFormValues, SearchFormErrors } from '../model/search-form';

import { TimeSelect } from './time-select';

type Size = ResponsiveStyleValue<GridSize>;

// The grid cells of a date and of a time: in a row on /cars, stacked in a car page's panel, a
// date and its time side by side in a booking's change.
const PLACES: Record<'search' | 'panel' | 'change', { date: Size; time: Size }> = {
  search: { date: { xs: 12, sm: 6, md: 3 }, time: { xs: 12, sm: 6, md: 2 } },
  panel: { date: { xs: 12, sm: 7, md: 12 }, time: { xs: 12, sm: 5, md: 12 } },
  change: { date: { xs: 12, sm: 7 }, time: { xs: 12, sm: 5 } },
};

interface RentalTimesFieldsProps {
  /** The /cars search, a car page's panel or a change: its fields are `car-<place>-pickup-date`, …. */
  place: keyof typeof PLACES;
  values: CarSearchFormValues;
  onChange: (patch: Partial<CarSearchFormValues>) => void;
  errorText: (field: keyof SearchFormErrors) => string | undefined;
}

/**
 * The pickup and return dates and times of a rental, as four cells of the caller's grid: a
 * date up to the last day a pickup is sold, and a time within the branch's hours that day (the
 * return's at the drop-off branch of a one-way rental). The /cars search, a car's page and a
 * booked rental's change.
 */
export function RentalTimesFields({ place, values, onChange, errorText }: RentalTimesFieldsProps) {
  const id = `car-${place}`;
  const sizes = PLACES[place];
  const { t } = useCarsTranslation();
  const latestPickup = lastPickup(todayIso());
  const ends = [
    {
      end: 'pickup',
      date: 'pickupDate',
      time: 'pickupTime',
      minDate: undefined,
      maxDate: latestPickup,
      branch: values.pickup,
    },
    {
      end: 'return',
      date: 'returnDate',
      time: 'returnTime',
      // Never before the pickup (none chosen yet: today).
      minDate: values.pickupDate,
      maxDate: lastReturn(values.pickupDate ?? latestPickup),
      branch: values.oneWay ? values.dropoff : values.pickup,
    },
  ] as const;

  return ends.flatMap(({ end, date, time, minDate, maxDate, branch }) => [
    <Grid key={date} size={sizes.date}>
      <TravelDateField
        id={`${id}-${end}-date`}
        label={t(`search.${date}`)}
        value={values[date]}
        minDate={minDate}
        maxDate={maxDate}
        onChange={(value) => onChange({ [date]: value })}
        error={errorText(date)}
      />
    </Grid>,
    <Grid key={time} size={sizes.time}>
      <TimeSelect
        id={`${id}-${end}-time`}
        label={t(`search.${time}`)}
        value={values[time]}
        onChange={(value) => onChange({ [time]: value })}
        branch={branch}
        date={values[date]}
        error={errorText(time)}
      />
    </Grid>,
  ]);
}
