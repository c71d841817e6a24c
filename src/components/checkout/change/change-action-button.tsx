import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';

import type { BookingChangeActionProps } from '../booking-kind-view';
import { useCheckoutTranslation } from '../use-checkout-translation';

interface ChangeActionButtonProps extends BookingChangeActionProps {
  /** "Change dates"; `actionLabel` names the booking: "Change dates of booking STAY21". */
  label: string;
  actionLabel: string;
  icon: ReactNode;
  /** The kind's dialog: `close` without a change, `changed` once it is made. */
  dialog: (close: () => void, changed: () => void) => ReactNode;
  /**
   * Whether the booking may change now; by default while cancelling it is free (a flight's extras
   * can be added until departure).
   */
  available?: boolean;
}

/**
 * A kind's change action in My Bookings: offered while cancelling the booking is still free (the
 * server's own terms, as the booking carries them; a change is allowed exactly then), opening the
 * kind's dialog and telling the list when the booking has changed.
 */
export function ChangeActionButton(props: ChangeActionButtonProps) {
  const { booking, notify, label, actionLabel, icon, dialog } = props;
  const available = props.available ?? booking.cancellation.free;
  const { t } = useCheckoutTranslation();
  const [open, setOpen] = useState(false);
  if (booking.status === 'cancelled' || !available) return null;

  const changed = () => {
    setOpen(false);
    notify({
      severity: 'success',
      message: t('change.changed', { reference: booking.reference }),
    });
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={icon}
        aria-label={actionLabel}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      {open && dialog(() => setOpen(false), changed)}
    </>
  );
}
