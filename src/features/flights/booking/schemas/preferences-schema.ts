import { array, boolean, object, string } from 'yup';

import { MEAL_PREFERENCES, SPECIAL_SERVICES } from '../model/booking-options';

import type { BookingErrorKey } from './validation-context';

/** Step 2, Preferences: every choice has a default, so this only keeps the values in the lists. */
export const preferencesStepSchema = object({
  preferences: object({
    seatSelection: boolean().required(),
    mealPreference: string()
      .required('mealRequired' satisfies BookingErrorKey)
      .oneOf(MEAL_PREFERENCES, 'mealRequired' satisfies BookingErrorKey),
    specialServices: array(string().required().oneOf(SPECIAL_SERVICES)).required(),
    extraBaggage: boolean().required(),
    travelInsurance: boolean().required(),
  }),
});
