import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';

import { apiErrorCode, apiErrorMessage } from '@/api/error-message';
import { useAppDispatch } from '@/app/hooks';
import type { SnackbarNotice } from '@/components/feedback/use-snackbar';

import type { Booking } from '../api/booking-types';
import { bookingsApi, type BookingDocumentFile, type DocumentLanguage } from '../api/bookings-api';

import { useBookingsTranslation } from './use-bookings-translation';

/** What a booking row needs to offer its documents. */
export interface BookingDocumentsControl {
  pending: (reference: string, file: BookingDocumentFile) => boolean;
  download: (booking: Booking, file: BookingDocumentFile) => void;
}

// The names the server gives them in its Content-Disposition.
const fileName = (reference: string, file: BookingDocumentFile) =>
  file === 'calendar.ics' ? `safar-${reference}.ics` : `safar-${reference}-${file}`;

// Refusals that say "not now", in the traveller's language rather than the server's English.
const NOT_NOW: Record<string, 'documents.busy' | 'documents.rateLimited'> = {
  busy: 'documents.busy',
  rate_limited: 'documents.rateLimited',
};

// Long enough for every browser to have started saving the file before its memory is freed.
const REVOKE_AFTER_MS = 1000;

function save(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * A booking's documents, fetched with the traveller's bearer token (or a guest's `access` to the
 * booking they opened) in `language` and saved through a temporary download link; a failure is
 * told through `notify` (the server's detail, else our own words).
 */
export function useBookingDocuments(
  language: DocumentLanguage,
  notify: (notice: SnackbarNotice) => void,
  access?: string,
): BookingDocumentsControl {
  const { t } = useBookingsTranslation();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const { lang, digits } = language;

  const mark = (key: string, on: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const download = useCallback(
    async (booking: Booking, file: BookingDocumentFile) => {
      const { reference } = booking;
      const key = `${reference}/${file}`;
      mark(key, true);
      // track: false: the URL is used once here and has no business in the store.
      const request = dispatch(
        bookingsApi.endpoints.bookingDocument.initiate(
          { reference, file, lang, digits, access },
          { track: false },
        ),
      );
      try {
        save(await request.unwrap(), fileName(reference, file));
      } catch (error) {
        const failure = error as FetchBaseQueryError;
        const notNow = NOT_NOW[apiErrorCode(failure) ?? ''];
        notify({
          severity: 'error',
          message: notNow
            ? t(notNow)
            : (apiErrorMessage(failure) ?? t('documents.failed', { reference })),
        });
      } finally {
        mark(key, false);
      }
    },
    [dispatch, lang, digits, access, notify, t],
  );

  return {
    pending: (reference, file) => pending.has(`${reference}/${file}`),
    download: (booking, file) => void download(booking, file),
  };
}
