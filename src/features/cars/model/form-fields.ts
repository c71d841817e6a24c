import type { SearchParam } from './car-search';
import type { SearchFormErrors } from './search-form';

/** A field of the form the server named in a 400, and what to say under it. */
export interface FieldProblem {
  field: keyof SearchFormErrors;
  text: string;
}

// The form's field for each search parameter of the URL (and of the server's 400s).
export const FORM_FIELDS: Record<SearchParam, keyof SearchFormErrors> = {
  pickupLocation: 'pickup',
  dropoffLocation: 'dropoff',
  pickupDate: 'pickupDate',
  pickupTime: 'pickupTime',
  returnDate: 'returnDate',
  returnTime: 'returnTime',
  driverAge: 'driverAge',
};
