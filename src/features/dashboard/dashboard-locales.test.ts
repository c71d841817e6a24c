import arDashboard from '@/i18n/locales/ar/dashboard.json';
import enDashboard from '@/i18n/locales/en/dashboard.json';
import { expectSameKeys } from '@/testing/locale-keys';

describe('dashboard translations', () => {
  it('have the same keys in English and Arabic', () => expectSameKeys(enDashboard, arDashboard));

  // §2's 'Premium Member' gave way to the account's age (issue 25): no status anyone earned.
  it('keep the spec’s English words (§2)', () => {
    expect(enDashboard.sidebar).toMatchObject({ defaultName: 'User' });
  });
});
