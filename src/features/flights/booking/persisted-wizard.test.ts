import { offerFor, savedWizard } from '../../../../mocks/booking-fixtures';

import { sanitizeFlightBookingState } from './persisted-wizard';

const TODAY = '2026-03-15';

describe('sanitizeFlightBookingState (what a reload may bring back)', () => {
  it('keeps a well-formed wizard as it was', () => {
    const wizard = savedWizard({ step: 2 });
    expect(sanitizeFlightBookingState(JSON.parse(JSON.stringify({ wizard })), TODAY)).toEqual({
      wizard,
    });
  });

  it('drops card data and anything else the wizard does not hold', () => {
    const stored = {
      wizard: {
        ...savedWizard({ step: 2 }),
        payment: {
          method: 'credit-card',
          agreeTerms: true,
          card: { number: '4242424242424242', cvv: '123', holderName: 'Layla' },
          cardNumber: '4242424242424242',
        },
        cvv: '123',
      },
      extra: 1,
    };
    const clean = sanitizeFlightBookingState(stored, TODAY);
    expect(clean?.wizard?.payment).toEqual({ method: 'credit-card', agreeTerms: true });
    expect(JSON.stringify(clean)).not.toMatch(/4242|cvv|"123"|holderName/);
  });

  it('resets odd values and drops a corrupt or stale wizard whole', () => {
    const wizard = savedWizard();
    const odd = sanitizeFlightBookingState(
      {
        wizard: {
          ...wizard,
          step: 7,
          preferences: {
            mealPreference: 'caviar',
            specialServices: ['lounge-access', 'spa'],
            seatSelection: 'yes',
          },
          passengers: [{ ...wizard.passengers[0], gender: 'other', dateOfBirth: '1990-02-30' }],
        },
      },
      TODAY,
    )?.wizard;
    expect(odd?.step).toBe(0);
    expect(odd?.preferences).toEqual({
      seatSelection: false,
      mealPreference: 'standard',
      specialServices: ['lounge-access'],
      extraBaggage: false,
      travelInsurance: false,
    });
    expect(odd?.passengers[0]).toMatchObject({
      gender: '',
      dateOfBirth: '',
      fullName: 'Layla Haddad',
    });

    const dropped = (value: unknown) => sanitizeFlightBookingState({ wizard: value }, TODAY);
    expect(dropped('{"step":')).toEqual({ wizard: null });
    expect(dropped({ ...wizard, offer: { id: 'x' } })).toEqual({ wizard: null });
    expect(dropped({ ...wizard, passengers: [] })).toEqual({ wizard: null });
    expect(dropped({ ...wizard, passengers: [{ travelerType: 'PILOT' }] })).toEqual({
      wizard: null,
    });
    // Only an infant, or more infants than adults: not a party that can fly.
    expect(
      dropped({
        ...wizard,
        passengers: [{ ...wizard.passengers[0], travelerType: 'HELD_INFANT' }],
      }),
    ).toEqual({
      wizard: null,
    });
    // The flight has left: the day after the recorded flight's departure (FLIGHT_DATE, 15 December).
    const dayAfter = '2026-12-16';
    expect(
      sanitizeFlightBookingState({ wizard: savedWizard({ offer: offerFor() }) }, dayAfter),
    ).toEqual({ wizard: null });
    expect(sanitizeFlightBookingState('nonsense', TODAY)).toBeUndefined();
  });
});
