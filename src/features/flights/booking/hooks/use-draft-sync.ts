import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import { useAppDispatch } from '@/app/hooks';

import { bookingDraftSaved } from '../flight-booking-slice';
import { draftFrom, type FlightBookingFormValues } from '../schemas/booking-form';

/**
 * Copies every change of the form into the persisted wizard, so a reload or a detour through
 * sign-in finds it as it was. Changes to the card fields are not copied: nothing of the card
 * leaves the form.
 */
export function useDraftSync({ watch, getValues }: UseFormReturn<FlightBookingFormValues>) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('payment.card')) return;
      dispatch(bookingDraftSaved(draftFrom(getValues())));
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, dispatch]);
}
