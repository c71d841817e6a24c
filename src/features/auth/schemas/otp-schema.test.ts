import { otpError } from './otp-schema';

describe('one-time code (§5)', () => {
  it('takes exactly four digits', () => {
    expect(otpError('1234')).toBeNull();
    expect(otpError('0000')).toBeNull();
  });

  it('asks for all four digits otherwise', () => {
    for (const code of ['', '123', '12 4', '12345', 'abcd', '１２３４']) {
      expect(otpError(code)).toEqual({
        key: 'auth:validation.otpIncomplete',
        values: { digits: 4 },
      });
    }
  });
});
