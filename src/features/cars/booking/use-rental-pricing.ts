import { skipToken } from '@reduxjs/toolkit/query';
import { DRIVER_AGE } from '@server/modules/cars/constants.ts';
import { useMemo } from 'react';

import { apiErrorCode } from '@/api/error-message';
import { isRecord } from '@/lib/checkout/draft-guards';
import { isIsoDate } from '@/lib/iso-date';

import { useCarPricingQuery } from '../api/cars-api';
import type { CarOfferDetail, CarPricingRequest, ChosenExtras } from '../api/car-types';

import { ageOn } from './booking-form';

/** The offer at its new price a 409 price_changed carries. */
export const offerOf = (body: unknown): CarOfferDetail | null =>
  isRecord(body) && isRecord(body.offer) && typeof body.offer.id === 'string'
    ? (body.offer as unknown as CarOfferDetail)
    : null;

/**
 * What the server prices: the add-ons, and the driver's age by their date of birth once it is a
 * date the car can be rented with (else the offer's age; the Driver Info step says what is wrong).
 */
export function pricingBody(
  offer: Pick<CarOfferDetail, 'pickupAt' | 'minDriverAge'>,
  extras: ChosenExtras,
  dateOfBirth: string,
): CarPricingRequest {
  const age = isIsoDate(dateOfBirth) ? ageOn(dateOfBirth, offer.pickupAt.slice(0, 10)) : null;
  return {
    extras: { ...extras },
    ...(age !== null && age >= offer.minDriverAge && age <= DRIVER_AGE.max ? { dateOfBirth } : {}),
  };
}

/**
 * The rental priced with the add-ons chosen and the driver's age, for the summary. A driver of
 * another age than the search's prices the car anew (a young driver pays a surcharge): the
 * server answers 409 price_changed with the offer for that age, which is priced and shown here,
 * said to be new; Confirm Booking asks the traveller to accept it before booking.
 */
export function useRentalPricing(offer: CarOfferDetail, extras: ChosenExtras, dateOfBirth: string) {
  const body = useMemo(() => pricingBody(offer, extras, dateOfBirth), [offer, extras, dateOfBirth]);
  const current = useCarPricingQuery({ offerId: offer.id, body });
  const settledError = current.isError && !current.isFetching;
  const moved =
    settledError && apiErrorCode(current.error) === 'price_changed' && 'data' in current.error!
      ? offerOf(current.error.data)
      : null;
  const repriced = useCarPricingQuery(moved ? { offerId: moved.id, body } : skipToken);
  return {
    /** What the summary shows: the new price when it moved, else the last price. */
    pricing: (moved ? repriced.data : null) ?? current.data ?? null,
    /** The total the traveller last saw at this offer's price. */
    total: current.data?.price.total ?? offer.price.total,
    updating: current.isFetching || repriced.isFetching,
    failure: moved
      ? ('price-changed' as const)
      : settledError || (repriced.isError && !repriced.isFetching)
        ? ('failed' as const)
        : null,
  };
}
