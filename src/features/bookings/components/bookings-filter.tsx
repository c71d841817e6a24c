import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import { BOOKING_KINDS, type BookingKind } from '../api/booking-types';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

interface BookingsFilterProps {
  kind: BookingKind | undefined;
  onChange: (kind: BookingKind | undefined) => void;
}

const ALL = 'all';

/** Every booking, or one kind's (the server filters: GET /api/bookings/?kind=). */
export function BookingsFilter({ kind, onChange }: BookingsFilterProps) {
  const { t } = useBookingsTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={kind ?? ALL}
      aria-label={t('filter.label')}
      onChange={(_event, value: unknown) => {
        // Pressing the chosen button again keeps it chosen.
        if (value === ALL) onChange(undefined);
        else {
          const chosen = BOOKING_KINDS.find((item) => item === value);
          if (chosen) onChange(chosen);
        }
      }}
      sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
    >
      <ToggleButton value={ALL}>{t('filter.all')}</ToggleButton>
      {BOOKING_KINDS.map((item) => (
        <ToggleButton key={item} value={item}>
          {t(`kinds.${item}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
