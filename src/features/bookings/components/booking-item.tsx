import CancelOutlined from '@mui/icons-material/CancelOutlined';
import LuggageOutlined from '@mui/icons-material/LuggageOutlined';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';

import type { BookingDescription, BookingKindView } from '@/components/checkout/booking-kind-view';
import { PriceDetails } from '@/components/price/price-details';
import { paidNow } from '@/components/checkout/paid-now';
import type { SnackbarNotice } from '@/components/feedback/use-snackbar';
import { MoneyLines } from '@/components/price/money-lines';

import type { Booking, PriceLine } from '../api/booking-types';
import type { BookingDocumentsControl } from '../hooks/use-booking-documents';
import { useBookingDescription } from '../hooks/use-booking-description';
import { useBookingFormat } from '../hooks/use-booking-format';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';
import { useCancellationWords } from '../hooks/use-cancellation-words';

import { BookingCancellationNote } from './booking-cancellation-note';
import { BookingChangeNote } from './booking-change-note';
import { BookingDocuments } from './booking-documents';
import { BookingStatusChip } from './booking-status-chip';

interface BookingItemProps {
  booking: Booking;
  /** The booking's kind's view, if it has one. */
  view: BookingKindView | undefined;
  /** Asks to cancel (the confirm dialog saying `refund`, then the request). */
  onCancel: (booking: Booking, description: BookingDescription, refund: string) => void;
  /** Its e-ticket or voucher, receipt and calendar file. */
  documents: BookingDocumentsControl;
  /** Where the kind's change action tells how a change went. */
  notify: (notice: SnackbarNotice) => void;
}

/**
 * §2 My Bookings: the kind's icon, title, dates and party, the status and the total (its lines
 * one click away), what cancelling would refund, a cancel icon while it can be cancelled, and
 * its documents.
 */
export function BookingItem({ booking, view, onCancel, documents, notify }: BookingItemProps) {
  const { t } = useBookingsTranslation();
  const format = useBookingFormat();
  const description = useBookingDescription(booking, view);
  const words = useCancellationWords(booking);
  const titleId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const cancelLabel = t('item.cancel', { reference: booking.reference });
  const cancelAsked = useRef(false);
  const Icon = view?.Icon ?? LuggageOutlined;
  const ChangeAction = view?.ChangeAction;
  const NextSteps = view?.NextSteps;
  const { price } = booking;
  const money = (amount: string) => format.money(amount, price.currency);
  const onArrival = (line: PriceLine) => description.paidOnArrival?.(line) ?? false;
  const moneyLine = (line: PriceLine) => ({
    id: line.code,
    label: description.priceLine(line),
    amount: line.amount,
  });
  const cancellable = booking.status !== 'cancelled' && booking.cancellation.allowed;
  // The total is the whole stay or rental; part of it, or all, may be paid on arrival.
  const paid = paidNow(booking);
  const paidLine =
    paid === 'nothing'
      ? t('item.payOnArrival')
      : paid && t('item.paidOnline', { amount: money(paid.part) });

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
    onCancel(booking, description, words.refund);
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
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Icon titleAccess={t(`kind.${booking.kind}`)} />
        </Avatar>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
              {description.title}
            </Typography>
            {description.when.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            <BookingChangeNote booking={booking} />
            <Typography variant="body2" color="text.secondary">
              {[t('item.reference', { reference: booking.reference }), description.party]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <BookingCancellationNote words={words} />
            <Stack spacing={1} sx={{ pt: 1 }}>
              <BookingDocuments booking={booking} documents={documents} />
              {ChangeAction && <ChangeAction booking={booking} notify={notify} />}
              {NextSteps && cancellable && <NextSteps booking={booking} />}
            </Stack>
          </Stack>
          <Stack
            spacing={1}
            sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}
          >
            <Stack
              direction={{ xs: 'row', sm: 'column' }}
              spacing={1}
              sx={{ alignItems: { xs: 'center', sm: 'flex-end' } }}
            >
              <BookingStatusChip status={booking.status} />
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
                {money(price.total)}
              </Typography>
            </Stack>
            {paidLine && (
              <Typography variant="body2" color="text.secondary">
                {paidLine}
              </Typography>
            )}
            <PriceDetails label={t('item.priceDetails')}>
              <MoneyLines
                dense
                currency={price.currency}
                lines={price.lines.filter((line) => !onArrival(line)).map(moneyLine)}
                later={price.lines.filter(onArrival).map(moneyLine)}
                totalLabel={t('item.total')}
              />
            </PriceDetails>
          </Stack>
        </Stack>
        {cancellable && (
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
