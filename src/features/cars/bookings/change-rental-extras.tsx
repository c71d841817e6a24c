import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';

import { useCarsTranslation } from '../hooks/use-cars-translation';

import type { RentalChange } from './change-rental-request';

type Extras = RentalChange['extras'];

/** The add-ons of a changed rental, as booked to start with; the insurance stays as booked. */
export function ChangeRentalExtras({
  extras,
  onChange,
}: {
  extras: Extras;
  onChange: (extras: Extras) => void;
}) {
  const { t } = useCarsTranslation();
  const labelId = useId();
  const options = [
    { key: 'childSeat', label: t('booking.extras.childSeat') },
    { key: 'gps', label: t('booking.extras.gps') },
    { key: 'withDriver', label: t('bookingChange.withDriver') },
  ] as const;
  return (
    <FormGroup role="group" aria-labelledby={labelId}>
      <FormLabel id={labelId}>{t('booking.extras.title')}</FormLabel>
      {options.map(({ key, label }) => (
        <FormControlLabel
          key={key}
          label={label}
          control={
            <Checkbox
              checked={extras[key]}
              onChange={(event) => onChange({ ...extras, [key]: event.target.checked })}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
