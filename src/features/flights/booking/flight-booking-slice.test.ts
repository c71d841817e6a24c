import { actionSanitizer, loadRedaction, stateSanitizer } from '@/app/devtools-sanitizers';
import { bookingApi } from '@/features/flights/api/booking-api';

import { offerFor, savedWizard } from '../../../../mocks/booking-fixtures';

import {
  bookingCleared,
  bookingDraftSaved,
  bookingOfferRepriced,
  bookingStarted,
  flightBookingReducer,
} from './flight-booking-slice';

describe('the flight booking slice', () => {
  it('starts a wizard with a form per traveller the offer was priced for, adults first', () => {
    const offer = offerFor({ adults: 1, children: 1, infants: 1 });
    offer.travelerPricings.reverse();
    const state = flightBookingReducer(undefined, bookingStarted(offer));
    expect(state.wizard?.step).toBe(0);
    expect(state.wizard?.passengers.map((passenger) => passenger.travelerType)).toEqual([
      'ADULT',
      'CHILD',
      'HELD_INFANT',
    ]);
    expect(state.wizard?.preferences.mealPreference).toBe('standard');
    expect(state.wizard?.payment).toEqual({ method: 'credit-card', agreeTerms: false });
  });

  it('takes a new price only for the same flight, and is cleared after booking', () => {
    let state = flightBookingReducer(
      { wizard: savedWizard() },
      bookingOfferRepriced({ ...offerFor(), id: 'other' }),
    );
    expect(state.wizard?.offer.id).toBe(offerFor().id);
    state = flightBookingReducer(
      state,
      bookingDraftSaved({ contact: { email: 'a@b.co', phone: '' } }),
    );
    expect(state.wizard?.contact.email).toBe('a@b.co');
    expect(flightBookingReducer(state, bookingCleared())).toEqual({ wizard: null });
  });
});

describe('Redux DevTools', () => {
  beforeAll(() => loadRedaction());

  it('never show passport numbers or the card of an order', () => {
    const state = stateSanitizer({ flightBooking: { wizard: savedWizard() } });
    expect(JSON.stringify(state)).not.toMatch(/N1234567|N7654321/);
    expect(state.flightBooking.wizard.passengers[0]!.passportNumber).toMatch(/^\[passport-\d+\]$/);

    // What RTK Query dispatches when an order starts: its arguments ride along in meta.arg.
    const pending = {
      type: 'api/executeMutation/pending',
      payload: undefined,
      meta: {
        requestId: 'request-1',
        requestStatus: 'pending',
        arg: {
          type: 'mutation',
          track: true,
          endpointName: 'createFlightOrder',
          originalArgs: {
            idempotencyKey: 'key-1',
            body: {
              travelers: savedWizard().passengers,
              payment: {
                method: 'credit-card',
                card: {
                  number: '4242424242424242',
                  expiry: '08/40',
                  cvv: '123',
                  holderName: 'L HADDAD',
                },
              },
            },
          },
        },
      },
    };
    expect(bookingApi.endpoints.createFlightOrder.matchPending(pending)).toBe(true);
    const seen = JSON.stringify(actionSanitizer(pending));
    expect(seen).toContain('credit-card');
    expect(seen).not.toMatch(/4242|08\/40|"123"|L HADDAD|N1234567/);
  });
});
