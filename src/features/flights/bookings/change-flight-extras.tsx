import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import type { FlightBookingDetails } from '@server/modules/flights/booking/schemas.ts';
import {
  FLIGHT_EXTRAS_USD,
  type CurrencyCode,
  type FlightExtra,
} from '@server/modules/flights/constants.ts';

import { ExtraLabel } from '../booking/components/extra-label';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

type Extras = FlightBookingDetails['extras'];

const PAID_EXTRAS = Object.keys(FLIGHT_EXTRAS_USD) as FlightExtra[];

interface ChangeFlightExtrasProps {
  booked: Extras;
  extras: Extras;
  currency: CurrencyCode;
  /** After the free-cancellation deadline an extra booked stays booked (it can only be added). */
  addOnly: boolean;
  onChange: (extras: Extras) => void;
}

/** §9's paid extras of a booked flight, at their prices per passenger, to add (or remove). */
export function ChangeFlightExtras({
  booked,
  extras,
  currency,
  addOnly,
  onChange,
}: ChangeFlightExtrasProps) {
  const { t } = useFlightsTranslation();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('booking.preferences.extras')}</FormLabel>
      <FormGroup>
        {PAID_EXTRAS.map((extra) => (
          <FormControlLabel
            key={extra}
            control={
              <Checkbox
                checked={extras[extra]}
                disabled={addOnly && booked[extra]}
                onChange={(event) => onChange({ ...extras, [extra]: event.target.checked })}
              />
            }
            label={<ExtraLabel extra={extra} currency={currency} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
