import { skipToken } from '@reduxjs/toolkit/query';
import type { HotelLanguage } from '@server/modules/hotels/constants.ts';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { todayIso } from '@/lib/iso-date';

import { useHotelRatesQuery } from '../api/hotels-api';
import type { AvailabilityRequest } from '../api/hotel-types';
import { useHotelLanguage } from '../hooks/use-hotel-language';
import { occupanciesOf } from '../model/availability-request';
import { ANY_RATE, type HotelStay } from '../model/hotel-search';
import { parseStay, stayUrlParams } from '../model/hotel-url';

/** The rates of one hotel for a stay: the availability search for that hotel alone. */
export function hotelRatesRequest(
  code: number,
  stay: HotelStay,
  language: HotelLanguage,
): AvailabilityRequest {
  const { boards, freeCancellation } = stay.rates ?? { boards: [], freeCancellation: false };
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    occupancies: occupanciesOf(stay.rooms),
    hotels: { hotel: [code] },
    language,
    ...(boards.length || freeCancellation
      ? {
          filter: {
            ...(boards.length ? { boards } : {}),
            ...(freeCancellation ? { freeCancellation: true } : {}),
          },
        }
      : {}),
  };
}

/**
 * A hotel page's stay lives in its URL (?checkIn=&checkOut=&room=), as the search it came from
 * wrote it, so the page can be shared and reloaded; the 'Book Your Stay' panel changes it. With a
 * stay, the page asks for the hotel's live rates (the availability search for this one hotel).
 */
export function useHotelStay(code: number) {
  const [params, setParams] = useSearchParams();
  // The way back to the results (navigation state) stays with a changed stay.
  const { state } = useLocation();
  const parsed = useMemo(() => parseStay(params, todayIso()), [params]);
  const language = useHotelLanguage();
  const stay = parsed?.ok ? parsed.stay : null;
  const rates = useHotelRatesQuery(stay ? hotelRatesRequest(code, stay, language) : skipToken);
  const changeStay = useCallback(
    (next: HotelStay) => setParams(stayUrlParams(next), { replace: true, state }),
    [setParams, state],
  );
  const filtered = Boolean(stay?.rates?.boards.length || stay?.rates?.freeCancellation);
  return {
    stay,
    /** Only the rates the results' filters allowed are shown. */
    filtered,
    showAllRates: () => stay && changeStay({ ...stay, rates: ANY_RATE }),
    problems: parsed && !parsed.ok ? parsed.problems : [],
    /** What a stay in the link that could not be read in full does say. */
    readable: parsed && !parsed.ok ? parsed.readable : null,
    changeStay,
    offer: rates.currentData?.results[0] ?? null,
    ratesStatus: !stay
      ? ('none' as const)
      : rates.isError
        ? ('error' as const)
        : !rates.currentData
          ? ('loading' as const)
          : ('loaded' as const),
    retryRates: () => void rates.refetch(),
  };
}
