import en from '@/i18n/locales/en/auth.json';
import ar from '@/i18n/locales/ar/auth.json';

import { describeAuthError } from './auth-errors';

const answer = (status: number, data: object) => ({ status, data });

describe('describeAuthError', () => {
  it('says in the traveller’s language that a busy server could not check the password', () => {
    const busy = answer(503, { detail: 'Too many people are signing in right now.', code: 'busy' });

    expect(describeAuthError(busy, {}, 'login.failed')).toEqual({ key: 'validation.busy' });
    expect(en.validation.busy).toMatch(/try again in a moment/);
    expect(ar.validation.busy).toMatch(/المحاولة مجددًا/);
  });

  it('prefers the form’s own key for a code, then the server’s words, then the fallback', () => {
    const wrong = answer(401, { detail: 'Invalid email or password', code: 'invalid_credentials' });
    const keys = { invalid_credentials: 'login.errors.invalidCredentials' };

    expect(describeAuthError(wrong, keys, 'login.failed')).toEqual({
      key: 'login.errors.invalidCredentials',
    });
    expect(describeAuthError(answer(400, { detail: 'Odd' }), keys, 'login.failed')).toEqual({
      text: 'Odd',
    });
    expect(describeAuthError(answer(500, {}), keys, 'login.failed')).toEqual({
      key: 'login.failed',
    });
  });
});
