import arAuth from '@/i18n/locales/ar/auth.json';
import enAuth from '@/i18n/locales/en/auth.json';
import { expectSameKeys } from '@/testing/locale-keys';

describe('auth translations', () => {
  it('have the same keys in English and Arabic', () => expectSameKeys(enAuth, arAuth));

  it('give Arabic every plural form of the countdown', () => {
    const otp: Record<string, string> = arAuth.otp;
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
      expect(otp[`resendIn_${form}`]).toEqual(expect.any(String));
    }
  });

  it('keep the spec’s English messages word for word (§5, §8)', () => {
    expect(enAuth.validation).toMatchObject({
      passwordsMismatch: 'Passwords do not match',
      passwordMin: 'Password must be at least {{min, number}} characters',
      termsRequired: 'Please accept the terms and conditions',
      otpIncomplete: 'Please enter all {{digits, number}} digits',
      newPasswordMin: 'New password must be at least {{min, number}} characters',
      newPasswordsMismatch: 'New passwords do not match',
      newPasswordSame: 'New password must be different from current password',
    });
    expect(enAuth.otp).toMatchObject({
      invalid: 'Invalid OTP. Please try again.',
      resendFailed: 'Failed to resend OTP',
      resent: 'OTP sent successfully!',
      verified: 'Account verified successfully!',
    });
    expect(enAuth.login.success).toBe('Login successful. Redirecting…');
    expect(enAuth.login.failed).toBe('Login failed. Please check your credentials.');
    expect(enAuth.signup.success).toBe(
      'Registration successful! Please check your phone for OTP verification.',
    );
    expect(enAuth.signup.failed).toBe('Registration failed. Please try again.');
    expect(enAuth.forgot.sent).toBe('OTP sent to your email for password reset.');
    expect(enAuth.forgot.failed).toBe('Failed to send OTP. Please try again.');
    expect(enAuth.profile).toMatchObject({
      loading: 'Loading profile...',
      loadFailed: 'Failed to load profile',
      saved: 'Profile updated successfully!',
      saveFailed: 'Failed to update profile',
      goldStatus: 'Gold Status',
    });
    expect(enAuth.password).toMatchObject({
      changed: 'Password changed successfully!',
      failed: 'Failed to change password',
    });
  });
});
