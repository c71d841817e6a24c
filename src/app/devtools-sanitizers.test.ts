import { actionSanitizer, loadRedaction, stateSanitizer } from './devtools-sanitizers';

it('show only the action type until the redaction has loaded, and start loading it', async () => {
  const action = { type: 'auth/login', payload: { password: 'x', email: 'a@b.co' } };
  expect(actionSanitizer(action)).toEqual({
    type: 'auth/login',
    payload: '[redaction loading]',
  });
  expect(stateSanitizer({ auth: { accessToken: 'jwt' } })).toBe('[redaction loading]');
  await loadRedaction();
  expect(actionSanitizer(action)).toEqual({
    type: 'auth/login',
    payload: { password: '[password-1]', email: '[email-1]' },
  });
});

describe('devtools sanitizers', () => {
  beforeAll(() => loadRedaction());

  it('redact tokens, passwords, card data and passport numbers at any depth', () => {
    const state = stateSanitizer({
      auth: { accessToken: 'jwt', refresh: 'r', user: { name: 'Lina' } },
      booking: {
        passengers: [{ fullName: 'Lina', passportNumber: 'X123' }],
        payment: { cardNumber: '4242424242424242', cvv: '123', expiryDate: '12/30' },
      },
      form: { password: 'secret', confirm_password: 'secret' },
    });
    expect(state).toEqual({
      auth: { accessToken: '[token-1]', refresh: '[token-2]', user: { name: 'Lina' } },
      booking: {
        passengers: [{ fullName: 'Lina', passportNumber: '[passport-1]' }],
        payment: { cardNumber: '[card-1]', cvv: '[cvv-1]', expiryDate: '[card-2]' },
      },
      form: { password: '[password-1]', confirm_password: '[password-1]' },
    });
  });

  it('redact action payloads, e-mails included, and leave harmless actions alone', () => {
    expect(
      actionSanitizer({ type: 'auth/login', payload: { password: 'x', email: 'a@b.co' } }),
    ).toEqual({
      type: 'auth/login',
      payload: { password: '[password-1]', email: '[email-1]' },
    });
    expect(actionSanitizer({ type: 'preferences/themeToggled' })).toEqual({
      type: 'preferences/themeToggled',
    });
  });
});
