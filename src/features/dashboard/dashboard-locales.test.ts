import arDashboard from '@/i18n/locales/ar/dashboard.json';
import enDashboard from '@/i18n/locales/en/dashboard.json';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('dashboard translations', () => {
  it('have the same keys in English and Arabic', () => {
    expect(new Set(keysOf(arDashboard))).toEqual(new Set(keysOf(enDashboard)));
  });

  // §2's 'Premium Member' gave way to the account's age (issue 25): no status anyone earned.
  it('keep the spec’s English words (§2)', () => {
    expect(enDashboard.sidebar).toMatchObject({ defaultName: 'User' });
  });
});
