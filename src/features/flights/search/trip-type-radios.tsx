import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

import { TRIP_TYPES, type TripType } from '../flight-search-slice';
import { useFlightsTranslation } from '../hooks/use-flights-translation';

export function TripTypeRadios({
  value,
  onChange,
}: {
  value: TripType;
  onChange: (tripType: TripType) => void;
}) {
  const { t } = useFlightsTranslation();
  return (
    <RadioGroup
      row
      aria-label={t('search.tripType')}
      value={value}
      onChange={(_, next) => onChange(next as TripType)}
    >
      {TRIP_TYPES.map((tripType) => (
        <FormControlLabel
          key={tripType}
          value={tripType}
          control={<Radio size="small" />}
          label={t(`search.tripTypes.${tripType}`)}
        />
      ))}
    </RadioGroup>
  );
}
