import { REDACTED, actionSanitizer, stateSanitizer } from './devtools-sanitizers';

describe('devtools sanitizers', () => {
  it('redacts tokens, passwords, card data and passport numbers at any depth', () => {
    const state = stateSanitizer({
      auth: { accessToken: 'jwt', refresh: 'r', user: { name: 'Lina' } },
      booking: {
        passengers: [{ fullName: 'Lina', passportNumber: 'X123' }],
        payment: { cardNumber: '4242424242424242', cvv: '123', expiryDate: '12/30' },
      },
      form: { password: 'secret', confirm_password: 'secret' },
    });
    expect(state).toEqual({
      auth: { accessToken: REDACTED, refresh: REDACTED, user: { name: 'Lina' } },
      booking: {
        passengers: [{ fullName: 'Lina', passportNumber: REDACTED }],
        payment: { cardNumber: REDACTED, cvv: REDACTED, expiryDate: REDACTED },
      },
      form: { password: REDACTED, confirm_password: REDACTED },
    });
  });

  it('redacts action payloads and leaves harmless actions alone', () => {
    expect(
      actionSanitizer({ type: 'auth/login', payload: { password: 'x', email: 'a@b.c' } }),
    ).toEqual({
      type: 'auth/login',
      payload: { password: REDACTED, email: 'a@b.c' },
    });
    expect(actionSanitizer({ type: 'preferences/themeToggled' })).toEqual({
      type: 'preferences/themeToggled',
    });
  });
});
