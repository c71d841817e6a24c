import { Type, type Static } from 'typebox';
import { FlightTravelerSchema } from '../flights/booking/schemas.ts';
import { SAVED_TRAVELLERS_MAX } from './constants.ts';

export { SAVED_TRAVELLERS_MAX } from './constants.ts';

// A saved traveller holds what a passport says, with the flight booking form's rules (§3); the
// type (adult, child, infant) is not kept: it follows the age on each trip.
export const TravellerDetailsSchema = Type.Omit(FlightTravelerSchema, ['travelerType']);
export type TravellerDetails = Static<typeof TravellerDetailsSchema>;

export const SavedTravellerSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ...TravellerDetailsSchema.properties,
  updatedAt: Type.String({ format: 'date-time' }),
});
export type SavedTraveller = Static<typeof SavedTravellerSchema>;

export const SavedTravellerListSchema = Type.Array(SavedTravellerSchema, {
  maxItems: SAVED_TRAVELLERS_MAX,
  description: 'By name',
});

export const SaveTravellersRequestSchema = Type.Object({
  travellers: Type.Array(TravellerDetailsSchema, {
    minItems: 1,
    maxItems: SAVED_TRAVELLERS_MAX,
    description: 'Each is added, or replaces the saved traveller with the same passport number',
  }),
});
export type SaveTravellersRequest = Static<typeof SaveTravellersRequestSchema>;

export const SavedTravellerParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
