import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';

import type { BookingChangeActionProps } from '@/components/checkout/booking-kind-view';
import { ChangeActionButton } from '@/components/checkout/change/change-action-button';

import { useCarsTranslation } from '../hooks/use-cars-translation';

import { ChangeRentalDialog } from './change-rental-dialog';

/** "Change rental" on a booked car in My Bookings, while cancelling it is still free. */
export function ChangeRentalAction(props: BookingChangeActionProps) {
  const { t } = useCarsTranslation();
  return (
    <ChangeActionButton
      {...props}
      label={t('bookingChange.action')}
      actionLabel={t('bookingChange.actionLabel', { reference: props.booking.reference })}
      icon={<EditCalendarOutlined />}
      dialog={(close, changed) => (
        <ChangeRentalDialog booking={props.booking} onClose={close} onChanged={changed} />
      )}
    />
  );
}
