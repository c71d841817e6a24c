import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import type { Booking } from '../api/booking-types';
import type { BookingDocumentFile } from '../api/bookings-api';
import type { BookingDocumentsControl } from '../hooks/use-booking-documents';
import { useBookingsTranslation } from '../hooks/use-bookings-translation';

interface BookingDocumentsProps {
  booking: Booking;
  documents: BookingDocumentsControl;
}

/**
 * A booking row's documents: the e-ticket (flight) or voucher (hotel, car), the receipt, and the
 * calendar file. A cancelled booking keeps only its receipt (what was paid and refunded): its
 * ticket is no longer good for travel and it has nothing to put in a calendar. The buttons wrap
 * on a narrow screen.
 */
export function BookingDocuments({ booking, documents }: BookingDocumentsProps) {
  const { t } = useBookingsTranslation();
  const { reference } = booking;
  const cancelled = booking.status === 'cancelled';
  const offered: { file: BookingDocumentFile; label: string; icon: ReactNode }[] = [
    ...(cancelled
      ? []
      : [
          {
            file: 'ticket.pdf' as const,
            label: booking.kind === 'flight' ? t('documents.ticket') : t('documents.voucher'),
            icon: <ConfirmationNumberOutlined />,
          },
        ]),
    { file: 'receipt.pdf', label: t('documents.receipt'), icon: <ReceiptLongOutlined /> },
    ...(cancelled
      ? []
      : [
          {
            file: 'calendar.ics' as const,
            label: t('documents.calendar'),
            icon: <EventOutlined />,
          },
        ]),
  ];

  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('documents.label', { reference })}
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {offered.map(({ file, label, icon }) => (
        <Button
          key={file}
          size="small"
          variant="outlined"
          startIcon={icon}
          loading={documents.pending(reference, file)}
          loadingPosition="start"
          onClick={() => documents.download(booking, file)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
