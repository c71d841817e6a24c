import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';

import type { BookingChangeActionProps } from '@/components/checkout/booking-kind-view';
import { ChangeActionButton } from '@/components/checkout/change/change-action-button';

import { useFlightsTranslation } from '../hooks/use-flights-translation';

import { ChangeFlightDialog } from './change-flight-dialog';

/**
 * "Change flight" on a booked flight in My Bookings, until it departs: other flights while the
 * fare allows and cancelling is free, extras added until departure.
 */
export function ChangeFlightAction(props: BookingChangeActionProps) {
  const { t } = useFlightsTranslation();
  return (
    <ChangeActionButton
      {...props}
      available={props.booking.cancellation.allowed}
      label={t('bookingChange.action')}
      actionLabel={t('bookingChange.actionLabel', { reference: props.booking.reference })}
      icon={<EditCalendarOutlined />}
      dialog={(close, changed) => (
        <ChangeFlightDialog booking={props.booking} onClose={close} onChanged={changed} />
      )}
    />
  );
}
