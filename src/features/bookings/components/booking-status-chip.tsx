import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Schedule from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';

import { whenDark } from '@/theme/color-scheme';

import type { BookingStatus } from '../api/booking-types';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

const STATUS_LOOK: Record<
  BookingStatus,
  { colour: 'success' | 'warning' | 'error'; icon: ReactElement }
> = {
  confirmed: { colour: 'success', icon: <CheckCircleOutlined /> },
  'in-progress': { colour: 'warning', icon: <Schedule /> },
  cancelled: { colour: 'error', icon: <HighlightOff /> },
};

/**
 * §4: Confirmed, In Progress or Cancelled. The colour is on the border and the icon; the words
 * stay in the text colour, so they read at full contrast in both themes.
 */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useBookingsTranslation();
  const { colour, icon } = STATUS_LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={icon}
      label={t(`status.${status}`)}
      sx={(theme) => {
        const tones = theme.vars.palette[colour];
        return {
          color: 'text.primary',
          borderColor: tones.dark,
          fontWeight: 600,
          '& .MuiChip-icon': { color: tones.dark },
          ...whenDark({ borderColor: tones.light, '& .MuiChip-icon': { color: tones.light } }),
        };
      }}
    />
  );
}
