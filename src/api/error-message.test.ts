import { apiErrorMessage } from './error-message';

describe('apiErrorMessage (§8 General)', () => {
  it('prefers detail, then message, then the status text', () => {
    expect(apiErrorMessage({ status: 400, data: { detail: 'Bad email', message: 'x' } })).toBe(
      'Bad email',
    );
    expect(apiErrorMessage({ status: 400, data: { message: 'Bad phone' } })).toBe('Bad phone');
    expect(apiErrorMessage({ status: 502, data: '<html>' })).toBe(
      'API request failed with status 502',
    );
  });

  it('returns null when there is no HTTP status to report', () => {
    expect(
      apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }),
    ).toBeNull();
    expect(apiErrorMessage({ message: 'Aborted' })).toBeNull();
    expect(apiErrorMessage(undefined)).toBeNull();
  });
});
