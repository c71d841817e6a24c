import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { TRAVEL_CLASSES, type TravelClass } from '../api/flight-types';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

export function CabinClassSelect({
  value,
  onChange,
}: {
  value: TravelClass;
  onChange: (cabin: TravelClass) => void;
}) {
  const { t } = useFlightsTranslation();
  return (
    <TextField
      select
      fullWidth
      id="flight-search-cabin"
      label={t('search.cabinClass')}
      value={value}
      onChange={(event) => onChange(event.target.value as TravelClass)}
    >
      {TRAVEL_CLASSES.map((cabin) => (
        <MenuItem key={cabin} value={cabin}>
          {t(`cabins.${cabin}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
