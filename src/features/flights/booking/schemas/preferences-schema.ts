import { MEAL_PREFERENCES, SPECIAL_SERVICES } from '@server/modules/flights/constants.ts';
import { array, boolean, object, string } from 'yup';

import { bookingError } from './validation-context';

/** Step 2, Preferences: every choice has a default, so this only keeps the values in the lists. */
export const preferencesStepSchema = object({
  preferences: object({
    seatSelection: boolean().required(),
    mealPreference: string()
      .required(bookingError('mealRequired'))
      .oneOf(MEAL_PREFERENCES, bookingError('mealRequired')),
    specialServices: array(string().required().oneOf(SPECIAL_SERVICES)).required(),
    extraBaggage: boolean().required(),
    travelInsurance: boolean().required(),
  }),
});
