import CancelOutlined from '@mui/icons-material/CancelOutlined';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

import type { FlightBooking } from '../api/booking-types';
import { useBookingFormat } from '../hooks/use-booking-format';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';
import { bookingRoute } from '../model/booking-summary';

import { BookingRouteTitle } from './booking-route-title';
import { BookingStatusChip } from './booking-status-chip';

interface BookingItemProps {
  booking: FlightBooking;
  /** Asks to cancel (the confirm dialog, then the request). */
  onCancel: (booking: FlightBooking) => void;
}

/** §2 My Bookings: type icon, title, date, status and price, and a cancel icon unless cancelled. */
export function BookingItem({ booking, onCancel }: BookingItemProps) {
  const { t } = useBookingsTranslation();
  const format = useBookingFormat();
  const titleId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const cancelLabel = t('item.cancel', { reference: booking.reference });
  const cancelAsked = useRef(false);

  // The cancel button goes away with the new status, taking the focus with it: the focus moves
  // to the booking rather than to the top of the page.
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (booking.status === 'cancelled' && cancelAsked.current && focusLost) {
      itemRef.current?.focus();
    }
  }, [booking.status]);

  const cancel = () => {
    cancelAsked.current = true;
    onCancel(booking);
  };

  return (
    <Card
      component="li"
      ref={itemRef}
      tabIndex={-1}
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, outlineOffset: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <FlightTakeoff titleAccess={t('type.flight')} />
        </Avatar>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <BookingRouteTitle
              id={titleId}
              route={bookingRoute(booking)}
              fallback={booking.title}
            />
            <Typography variant="body2">
              {t('item.departure', { date: format.date(booking.date) })}
            </Typography>
            {booking.returnDate && (
              <Typography variant="body2">
                {t('item.return', { date: format.date(booking.returnDate) })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('item.reference', { reference: booking.reference })}
              {' · '}
              {format.passengers(booking.travelers.length)}
            </Typography>
          </Stack>
          <Stack
            direction={{ xs: 'row', sm: 'column' }}
            spacing={1}
            sx={{
              alignItems: { xs: 'center', sm: 'flex-end' },
              justifyContent: { xs: 'space-between', sm: 'flex-start' },
              flexShrink: 0,
            }}
          >
            <BookingStatusChip status={booking.status} />
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
              {format.price(booking)}
            </Typography>
          </Stack>
        </Stack>
        {booking.status !== 'cancelled' && (
          <Tooltip title={cancelLabel}>
            <IconButton aria-label={cancelLabel} onClick={cancel} sx={{ mt: -0.5 }}>
              <CancelOutlined />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Card>
  );
}
