import { useMemo } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';

import type { LocationSuggestion, TravelClass } from '../api/flight-types';
import {
  airportsSwapped,
  cabinClassChanged,
  departureDateChanged,
  destinationChanged,
  originChanged,
  passengersChanged,
  returnDateChanged,
  selectFlightSearchForm,
  tripTypeChanged,
  type Passengers,
  type TripType,
} from '../flight-search-slice';

/** The persisted search form and its changes, ready for the fields' onChange props. */
export function useFlightSearchForm() {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectFlightSearchForm);
  const actions = useMemo(
    () => ({
      setOrigin: (airport: LocationSuggestion | null) => dispatch(originChanged(airport)),
      setDestination: (airport: LocationSuggestion | null) => dispatch(destinationChanged(airport)),
      swap: () => dispatch(airportsSwapped()),
      setDepartureDate: (date: string | null) => dispatch(departureDateChanged(date)),
      setReturnDate: (date: string | null) => dispatch(returnDateChanged(date)),
      setTripType: (tripType: TripType) => dispatch(tripTypeChanged(tripType)),
      setCabinClass: (cabin: TravelClass) => dispatch(cabinClassChanged(cabin)),
      setPassengers: (passengers: Passengers) => dispatch(passengersChanged(passengers)),
    }),
    [dispatch],
  );
  return { form, actions };
}
