import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';

import { apiErrorCode, apiErrorMessage } from '@/api/error-message';
import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';

import { EXTRA_BAGGAGE_KG, TRAVELER_AGES } from '../model/booking-options';
import { NAME_LENGTH, PASSPORT_NUMBER_LENGTH } from '../schemas/passengers-schema';
import { CVV_LENGTH } from '../schemas/payment-schema';
import { isBookingErrorKey, type BookingValidationContext } from '../schemas/validation-context';

/** The limits the wizard's texts quote, in the reader's digits. */
export function useBookingNumbers() {
  const format = useFlightFormat();
  return useMemo(
    () => ({
      adultAge: format.number(TRAVELER_AGES.childUnder),
      childMin: format.number(TRAVELER_AGES.infantUnder),
      childMax: format.number(TRAVELER_AGES.childUnder - 1),
      infantUnder: format.number(TRAVELER_AGES.infantUnder),
      min: format.number(NAME_LENGTH.min),
      max: format.number(NAME_LENGTH.max),
      passportMin: format.number(PASSPORT_NUMBER_LENGTH.min),
      passportMax: format.number(PASSPORT_NUMBER_LENGTH.max),
      cvvDigits: format.number(CVV_LENGTH.card),
      amexDigits: format.number(CVV_LENGTH.americanExpress),
      weight: format.number(EXTRA_BAGGAGE_KG),
    }),
    [format],
  );
}

/** A field's message: the schema's key in the reader's language, or the server's own words. */
export function useFieldErrorText({ lastArrival }: Pick<BookingValidationContext, 'lastArrival'>) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const numbers = useBookingNumbers();
  return useCallback(
    (message: string) =>
      isBookingErrorKey(message)
        ? t(`booking.errors.${message}`, { ...numbers, date: format.date(lastArrival, true) })
        : message,
    [t, format, numbers, lastArrival],
  );
}

// Answers whose meaning the wizard knows get its own words in both languages.
const FAILURE_KEYS: Record<string, string> = {
  sold_out: 'booking.failures.soldOut',
  unavailable: 'booking.failures.unavailable',
  rate_limited: 'booking.failures.rateLimited',
};

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** Why a pricing or booking call failed: known codes translated, else the server's detail. */
export function useApiErrorText() {
  const { t } = useFlightsTranslation();
  return useCallback(
    (error: ApiError) => {
      const key = FAILURE_KEYS[apiErrorCode(error) ?? ''];
      if (key) return t(key);
      return apiErrorMessage(error) ?? t('booking.failures.network');
    },
    [t],
  );
}
