import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';

import { bookingStarted, selectBookingOffer } from '../flight-booking-slice';
import { bookableOfferFromState } from '../model/bookable-offer';

export type BookingWizardStatus = 'none' | 'starting' | 'ready';

/**
 * Which wizard to show. A flight handed over in navigation state starts a fresh wizard for it,
 * unless the saved one is for the same offer (a reload, or the way back from signing in); without
 * a flight in state the saved wizard carries on. `canStart` is off once a booking is made, so the
 * flight still in state does not start another.
 */
export function useBookingWizard(canStart: boolean): BookingWizardStatus {
  const { state } = useLocation();
  const dispatch = useAppDispatch();
  const savedId = useAppSelector((root) => selectBookingOffer(root)?.id ?? null);
  const offered = useMemo(() => bookableOfferFromState(state), [state]);
  const needsStart = canStart && offered !== null && savedId !== offered.id;

  useEffect(() => {
    if (needsStart) dispatch(bookingStarted(offered));
  }, [dispatch, needsStart, offered]);

  if (needsStart) return 'starting';
  return savedId ? 'ready' : 'none';
}
