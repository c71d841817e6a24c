import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { INSURANCE_TIERS } from '@server/modules/cars/constants.ts';
import type { Booking } from '@server/modules/bookings/schemas.ts';

import type { BookingDescription, BookingKindView } from '@/components/checkout/booking-kind-view';

import type { CarBookingDetails } from '../api/car-types';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { usePriceLineText } from '../hooks/use-price-line-text';

import { ChangeRentalAction } from './change-rental-action';

const detailsOf = (booking: Booking) => booking.details as Partial<CarBookingDetails>;

/**
 * What My Bookings says of a car rental: the car and where it is picked up, pickup and return
 * (the branches' times, and the drop-off branch when it is another), the driver, and the price
 * lines in words (CAR_PRICE_LINES).
 */
function useCarBookingDescription(booking: Booking): BookingDescription {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const details = detailsOf(booking);
  const car = details.car ? format.name(details.car) : booking.title;
  const pickup = details.pickup ? format.name(details.pickup) : null;
  const dropoff = details.dropoff ? format.name(details.dropoff) : null;
  const label = pickup ? t('bookingRow.title', { car, branch: pickup }) : car;
  const insurance = INSURANCE_TIERS.find((tier) => tier === details.extras?.insurance);
  const priceLine = usePriceLineText(insurance);
  return {
    title: label,
    label,
    when: [
      t('bookingRow.pickup', { date: format.dateTime(booking.date) }),
      dropoff && dropoff !== pickup
        ? t('bookingRow.returnAt', { date: format.dateTime(booking.endDate), branch: dropoff })
        : t('bookingRow.return', { date: format.dateTime(booking.endDate) }),
    ],
    party: details.driver?.fullName
      ? t('bookingRow.driver', { name: details.driver.fullName })
      : '',
    cancelSummary: t('bookingRow.cancelSummary', { car, date: format.date(booking.date) }),
    priceLine,
  };
}

/** The car kind's row in My Bookings. */
export const carBookingView: BookingKindView = {
  Icon: DirectionsCarIcon,
  useDescription: useCarBookingDescription,
  ChangeAction: ChangeRentalAction,
};
