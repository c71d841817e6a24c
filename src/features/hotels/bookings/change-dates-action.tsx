import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';

import type { BookingChangeActionProps } from '@/components/checkout/booking-kind-view';
import { ChangeActionButton } from '@/components/checkout/change/change-action-button';

import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { ChangeDatesDialog } from './change-dates-dialog';

/** "Change dates" on a booked stay in My Bookings, while cancelling it is still free. */
export function ChangeDatesAction(props: BookingChangeActionProps) {
  const { t } = useHotelsTranslation();
  return (
    <ChangeActionButton
      {...props}
      label={t('bookingChange.action')}
      actionLabel={t('bookingChange.actionLabel', { reference: props.booking.reference })}
      icon={<EditCalendarOutlined />}
      dialog={(close, changed) => (
        <ChangeDatesDialog booking={props.booking} onClose={close} onChanged={changed} />
      )}
    />
  );
}
