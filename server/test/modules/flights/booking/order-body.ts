import { addDays } from '../../../../src/inventory/shared/time.ts';
import type { TravelerType } from '../../../../src/modules/flights/constants.ts';
import type {
  FlightOrderRequest,
  FlightTraveler,
} from '../../../../src/modules/flights/booking/schemas.ts';
import type { FlightOffer } from '../../../../src/modules/flights/schemas.ts';

// A valid flight order for an offer: its travellers (ages that fit their types on the day of
// departure), contact, extras and a test card. Plain TypeScript (no Jest globals), so the scripts
// that book over HTTP (test:crash, bench:load) use it too.

export const VISA = '4111 1111 1111 1111';
export const AMEX = '3782 822463 10005';

const YEARS_OLD: Record<TravelerType, number> = { ADULT: 34, CHILD: 8, HELD_INFANT: 1 };

export const firstDeparture = (offer: FlightOffer) =>
  offer.itineraries[0]!.segments[0]!.departure.at.slice(0, 10);

// Names are letters only (PersonNameSchema): travellers are told apart by a word.
const NUMBERS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];

export function traveler(
  offer: FlightOffer,
  travelerType: TravelerType,
  overrides: Partial<FlightTraveler> = {},
): FlightTraveler {
  const departure = firstDeparture(offer);
  return {
    travelerType,
    fullName: `Traveller ${travelerType.toLowerCase().replace('_', '-')}`,
    gender: 'female',
    dateOfBirth: addDays(departure, -Math.round(YEARS_OLD[travelerType] * 365.25) - 30),
    nationality: 'UAE',
    passportNumber: 'N1234567',
    passportExpiry: addDays(departure, 3 * 365),
    ...overrides,
  };
}

export function orderBody(
  offer: FlightOffer,
  overrides: Partial<FlightOrderRequest> = {},
): FlightOrderRequest {
  return {
    flightOffer: offer,
    travelers: offer.travelerPricings.map((pricing, index) =>
      traveler(offer, pricing.travelerType, { fullName: `Traveller ${NUMBERS[index]}` }),
    ),
    contact: { email: 'layla@example.com', phone: '+971 50 123 4567' },
    extras: {
      seatSelection: false,
      mealPreference: 'halal',
      specialServices: [],
      extraBaggage: false,
      travelInsurance: false,
    },
    payment: {
      method: 'credit-card',
      card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Layla Haddad' },
    },
    ...overrides,
  };
}
