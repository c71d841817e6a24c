import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { HALF_HOURS, hoursOn, type HoursOn } from '../model/opening-hours';
import { isLocation, type PlaceValue } from '../model/search-form';

interface TimeSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (time: string) => void;
  /** The branch and the day: times it is closed are not offered, its hours are said. */
  branch: PlaceValue | null;
  date: string | null;
  error?: string;
}

/** "Open 08:00–22:00" for a branch's day. */
export function useHoursText() {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  return (hours: HoursOn) =>
    hours.kind === 'always'
      ? t('hours.always')
      : hours.kind === 'closed'
        ? t('hours.closed')
        : t('hours.open', { open: format.time(hours.open), close: format.time(hours.close) });
}

/** A pickup or return time, every half hour, within the branch's opening hours that day. */
export function TimeSelect({ id, label, value, onChange, branch, date, error }: TimeSelectProps) {
  const format = useCarFormat();
  const hoursText = useHoursText();
  const hours = isLocation(branch) && date ? hoursOn(branch, date) : null;
  const closed = (time: string) =>
    hours?.kind === 'closed' ||
    (hours?.kind === 'open' && (time < hours.open || time > hours.close));
  const times = HALF_HOURS.includes(value) ? HALF_HOURS : [...HALF_HOURS, value].sort();
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error || (hours ? hoursText(hours) : ' ')}
    >
      {times.map((time) => (
        <MenuItem key={time} value={time} disabled={closed(time) && time !== value}>
          {format.time(time)}
        </MenuItem>
      ))}
    </TextField>
  );
}
