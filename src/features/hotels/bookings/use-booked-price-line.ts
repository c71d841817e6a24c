import type { PriceLine } from '@server/modules/bookings/schemas.ts';
import type { HotelPriceLine } from '@server/modules/hotels/constants.ts';
import { useCallback } from 'react';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

// The local tax the hotel collects on arrival: in the total, never charged online.
const LOCAL_TAX_LINE: HotelPriceLine = 'LOCAL_TAX_AT_HOTEL';

/** A line paid at the hotel on arrival, never online. */
export const paidAtHotel = (line: PriceLine) => line.code === LOCAL_TAX_LINE;

/** A booked stay's price line in words (HOTEL_PRICE_LINES): "Rooms × 3 room-nights". */
export function useBookedPriceLine() {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  return useCallback(
    (line: PriceLine) =>
      t(`bookingRow.lines.${line.code}`, {
        value: format.number(line.quantity),
        count: line.quantity,
        defaultValue: line.code,
      }),
    [t, format],
  );
}
