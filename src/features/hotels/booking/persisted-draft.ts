import { NATIONALITIES } from '@server/modules/bookings/constants.ts';
import {
  HOTEL_PAYMENT_METHODS,
  REMARK_MAX_LENGTH,
  STAY_LIMITS,
} from '@server/modules/hotels/constants.ts';

import {
  isOneOf,
  isRecord,
  sanitizeContact,
  sanitizeDraftState,
  sanitizePayment,
  storedStep,
  storedText,
} from '@/lib/checkout/draft-guards';

import {
  DEFAULT_PAYMENT,
  type HotelBookingDraft,
  type HotelBookingState,
} from './hotel-booking-slice';

// The hotel wizard's draft as a reload brings it back (app/persistence.ts). Apart from the slice,
// so its checks stay out of every page's first download: they load with stored state.

const NAME_MAX = 100;

function sanitizeDraft(draft: Record<string, unknown>): HotelBookingDraft | null {
  if (!Array.isArray(draft.rateKeys) || !Array.isArray(draft.rooms)) return null;
  const rateKeys = draft.rateKeys.filter((key): key is string => typeof key === 'string');
  if (rateKeys.length === 0 || rateKeys.length !== draft.rooms.length) return null;
  const holder = isRecord(draft.holder) ? draft.holder : {};
  return {
    rateKeys,
    step: storedStep(draft.step),
    holder: {
      fullName: storedText(holder.fullName, NAME_MAX),
      nationality: isOneOf(NATIONALITIES, holder.nationality) ? holder.nationality : '',
      passportId: storedText(holder.passportId, 12),
    },
    rooms: draft.rooms.map((room) => {
      const guests = isRecord(room) && Array.isArray(room.guests) ? room.guests : [];
      return {
        guests: guests.slice(0, STAY_LIMITS.roomsMax).map((guest) => ({
          fullName: storedText(isRecord(guest) ? guest.fullName : '', NAME_MAX),
        })),
      };
    }),
    contact: sanitizeContact(draft.contact),
    remark: storedText(draft.remark, REMARK_MAX_LENGTH),
    payment: sanitizePayment(draft.payment, HOTEL_PAYMENT_METHODS, DEFAULT_PAYMENT.method),
  };
}

/** The draft as a reload brings it back: exactly its fields, each with the expected shape. */
export const sanitizeHotelBookingState = (value: unknown): HotelBookingState | undefined =>
  sanitizeDraftState(value, sanitizeDraft);
