import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { RENTAL_LIMITS } from '@server/modules/cars/constants.ts';
import type { Booking } from '@server/modules/bookings/schemas.ts';
import { useCallback, useState } from 'react';

import { ChangeDialogFrame } from '@/components/checkout/change/change-dialog-frame';
import { useChangeFailureText } from '@/components/checkout/change/use-change-failure-text';
import { todayIso } from '@/lib/iso-date';

import { useSearchCarLocationsQuery } from '../api/cars-api';
import type { CarBookingDetails } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import type { SearchFormErrors } from '../model/search-form';
import { RentalTimesFields } from '../search/rental-times-fields';

import { ChangeRentalExtras } from './change-rental-extras';
import { ChangeRentalQuote } from './change-rental-quote';
import {
  asBooked,
  formValuesOfChange,
  rentalTimesErrors,
  type RentalChange,
} from './change-rental-request';
import { CAR_CHANGE_FAILURES, useChangeRental } from './use-change-rental';

interface ChangeRentalDialogProps {
  booking: Booking;
  onClose: () => void;
  onChanged: () => void;
}

const CAR_WORDS = new Set(CAR_CHANGE_FAILURES);

/**
 * New times for a booked rental, another drop-off branch of its city or other add-ons: the same
 * car from the same pickup branch, the times picked as the car search picks them (within the
 * branches' hours), the new price seen before anything changes, then confirmed. A failure is told
 * in the traveller's words and the fields stay as picked.
 */
export function ChangeRentalDialog({ booking, onClose, onChanged }: ChangeRentalDialogProps) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const details = booking.details as CarBookingDetails;
  const { pickup } = details;
  const [times, setTimes] = useState<RentalChange>(() => asBooked(details));
  const [attempted, setAttempted] = useState(false);
  const change = useChangeRental(booking, onChanged);
  const failureText = useChangeFailureText(
    useCallback(
      (failure: string) =>
        CAR_WORDS.has(failure) ? t(`bookingChange.failures.${failure}`) : undefined,
      [t],
    ),
  );
  // The branches of the pickup's city, with their hours: where a one-way rental may end.
  const city = useSearchCarLocationsQuery(pickup.cityCode);
  const branches = (city.data ?? []).filter((branch) => branch.cityCode === pickup.cityCode);
  const dropoffs = branches.some((branch) => branch.code === times.dropoff)
    ? branches
    : [details.dropoff, ...branches];
  const today = todayIso();
  const values = formValuesOfChange(details, times, branches);
  const errors: SearchFormErrors = attempted ? rentalTimesErrors(values, today) : {};
  const errorText = (field: keyof SearchFormErrors) => {
    const key = errors[field];
    return key
      ? t(`search.errors.${key}`, {
          days: RENTAL_LIMITS.daysMax,
          ahead: RENTAL_LIMITS.daysAheadMax,
        })
      : undefined;
  };

  const pick = (next: Partial<RentalChange>) => {
    setTimes((current) => ({ ...current, ...next }));
    change.reset();
  };
  const seeNewPrice = () => {
    const invalid = Object.keys(rentalTimesErrors(values, today)).length > 0;
    setAttempted(invalid);
    if (!invalid) void change.seeNewPrice(times);
  };

  return (
    <ChangeDialogFrame
      title={t('bookingChange.title')}
      intro={t('bookingChange.intro', {
        car: format.name(details.car),
        branch: format.name(pickup),
        reference: booking.reference,
      })}
      formLabel={t('bookingChange.timesLabel')}
      onSeePrice={seeNewPrice}
      busy={change.busy}
      failure={failureText(change.failure)}
      quote={change.quoted && <ChangeRentalQuote quote={change.quoted.quote} />}
      keepLabel={t('bookingChange.keep')}
      onClose={onClose}
      onConfirm={() => void change.confirm()}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <RentalTimesFields
          place="change"
          values={values}
          onChange={(patch) =>
            pick(
              Object.fromEntries(
                Object.entries(patch).filter(([, value]) => typeof value === 'string'),
              ),
            )
          }
          errorText={errorText}
        />
        {dropoffs.length > 1 && (
          <Grid size={12}>
            <TextField
              select
              fullWidth
              id={`car-change-dropoff-${booking.reference}`}
              label={t('bookingChange.dropoff')}
              value={times.dropoff}
              onChange={(event) => pick({ dropoff: event.target.value })}
              error={Boolean(errorText('dropoff'))}
              helperText={errorText('dropoff') ?? ' '}
            >
              {dropoffs.map((branch) => (
                <MenuItem key={branch.code} value={branch.code}>
                  {format.name(branch)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        )}
        <Grid size={12}>
          <ChangeRentalExtras extras={times.extras} onChange={(extras) => pick({ extras })} />
        </Grid>
      </Grid>
    </ChangeDialogFrame>
  );
}
