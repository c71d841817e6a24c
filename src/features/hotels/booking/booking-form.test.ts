import type { CheckedRates } from '../api/hotel-types';

import {
  STEP_SCHEMAS,
  emptyDraft,
  formValuesFrom,
  stepOfField,
  toHotelOrderBody,
} from './booking-form';
import { sanitizeHotelBookingState } from './persisted-draft';

const checked = {
  checkIn: '2026-07-10',
  checkOut: '2026-07-13',
  total: '500.00',
  currency: 'USD',
  hotel: {
    code: 1115711,
    rooms: [
      { code: 'DBL.ST', name: 'Standard Double Room', rates: [{ rateKey: 'key-a', rooms: 2 }] },
      { code: 'FAM.ST', name: 'Family Room', rates: [{ rateKey: 'key-b', rooms: 1 }] },
    ],
  },
} as unknown as CheckedRates;
const rates = checked.hotel.rooms.flatMap((room) => room.rates);

describe('the hotel booking form', () => {
  it('asks for a lead guest per room of each rate', () => {
    const draft = emptyDraft(['key-a', 'key-b'], rates);
    expect(draft.rooms).toEqual([
      { guests: [{ fullName: '' }, { fullName: '' }] },
      { guests: [{ fullName: '' }] },
    ]);
  });

  it('checks the guest step with the server’s rules', async () => {
    const values = formValuesFrom(emptyDraft(['key-a', 'key-b'], rates), {
      email: 'lina@example.com',
      phone: '+971 50 123 4567',
    });
    await expect(STEP_SCHEMAS[0].validate(values)).rejects.toBeTruthy();
    values.holder = { fullName: 'Lina Haddad', nationality: 'FR', passportId: 'N12' };
    values.rooms = [
      { guests: [{ fullName: 'Lina Haddad' }, { fullName: 'Sara Haddad' }] },
      { guests: [{ fullName: 'Omar Haddad' }] },
    ];
    await expect(STEP_SCHEMAS[0].validate(values)).rejects.toMatchObject({
      message: { key: 'hotels:booking.errors.passportInvalid' },
    });
    values.holder.passportId = '';
    await expect(STEP_SCHEMAS[0].validate(values)).resolves.toBeTruthy();
    // The name the hotel reads off an ID at check-in: letters of any script, no emoji.
    values.rooms[1] = { guests: [{ fullName: 'Omar 😎 Haddad' }] };
    await expect(STEP_SCHEMAS[0].validate(values)).rejects.toMatchObject({
      path: 'rooms[1].guests[0].fullName',
      message: { key: 'checkout:errors.nameLetters' },
    });
    values.rooms[1] = { guests: [{ fullName: 'عمر حدّاد' }] };
    await expect(STEP_SCHEMAS[0].validate(values)).resolves.toBeTruthy();
  });

  it('sends the re-checked rates with their guests, the contact and the payment', () => {
    const values = formValuesFrom(emptyDraft(['key-a', 'key-b'], rates));
    values.holder = { fullName: ' Lina Haddad ', nationality: 'FR', passportId: '' };
    values.rooms = [
      { guests: [{ fullName: 'Lina Haddad' }, { fullName: ' Sara Haddad' }] },
      { guests: [{ fullName: 'Omar Haddad' }] },
    ];
    values.contact = { email: ' lina@example.com ', phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' };
    values.remark = '  ';
    values.payment = { method: 'pay-at-hotel', agreeTerms: true, card: values.payment.card };
    expect(toHotelOrderBody(values, checked)).toEqual({
      holder: { fullName: 'Lina Haddad', nationality: 'FR' },
      rooms: [
        { rateKey: 'key-a', guests: [{ fullName: 'Lina Haddad' }, { fullName: 'Sara Haddad' }] },
        { rateKey: 'key-b', guests: [{ fullName: 'Omar Haddad' }] },
      ],
      contact: { email: 'lina@example.com', phone: '+971 50 123 4567' },
      payment: { method: 'pay-at-hotel' },
    });
  });

  it('maps a field the server names to its step', () => {
    expect(stepOfField('rooms.0.guests.1.fullName')).toBe(0);
    expect(stepOfField('holder.passportId')).toBe(0);
    expect(stepOfField('remark')).toBe(1);
    expect(stepOfField('payment.card.number')).toBe(2);
    expect(stepOfField('somethingElse')).toBeNull();
  });

  it('never brings a card back from storage', () => {
    const stored = {
      draft: {
        ...emptyDraft(['key-a'], [rates[0]!]),
        payment: { method: 'credit-card', agreeTerms: true, card: { number: '4242424242424242' } },
      },
    };
    expect(sanitizeHotelBookingState(stored)?.draft?.payment).toEqual({
      method: 'credit-card',
      agreeTerms: true,
    });
    expect(sanitizeHotelBookingState({ draft: { rateKeys: [], rooms: [] } })).toEqual({
      draft: null,
    });
  });
});
