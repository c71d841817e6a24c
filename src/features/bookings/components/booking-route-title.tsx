import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { BookingRoute } from '../model/booking-summary';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

// Pixel sizes as strings: in `sx`, a width of 1 means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * 'DXB → CDG' in English, 'CDG ← DXB' to the eye in Arabic (read right to left: from DXB to
 * CDG); the codes stay left to right. Screen readers hear "DXB to CDG" rather than an arrow.
 */
export function BookingRouteTitle({
  id,
  route,
  fallback,
}: {
  id: string;
  route: BookingRoute | null;
  fallback: string;
}) {
  const { t } = useBookingsTranslation();
  return (
    <Typography id={id} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
      {route ? (
        <>
          <span aria-hidden>{t('item.route', { ...route })}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('item.routeLabel', { ...route })}
          </Box>
        </>
      ) : (
        fallback
      )}
    </Typography>
  );
}
