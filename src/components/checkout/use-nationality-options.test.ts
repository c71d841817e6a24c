import { NATIONALITIES } from '@server/modules/bookings/constants.ts';

import { nationalityOptions } from './use-nationality-options';

it('offers every nationality, the spec’s five first, then the rest in the reader’s alphabet', () => {
  const english = nationalityOptions('en');
  expect(english).toHaveLength(NATIONALITIES.length);
  expect(NATIONALITIES.length).toBeGreaterThan(230);
  expect(english.slice(0, 5)).toEqual([
    { code: 'UAE', name: 'United Arab Emirates' },
    { code: 'USA', name: 'United States' },
    { code: 'UK', name: 'United Kingdom' },
    { code: 'FR', name: 'France' },
    { code: 'DE', name: 'Germany' },
  ]);
  const rest = english.slice(5).map((option) => option.name);
  expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  expect(rest.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
  expect(english).toContainEqual({ code: 'EG', name: 'Egypt' });
  // No country twice: the spec's codes stand for AE, US and GB.
  expect(new Set(english.map((option) => option.name)).size).toBe(english.length);
});

it('names them in Arabic for an Arabic reader', () => {
  const arabic = nationalityOptions('ar');
  expect(arabic[0]).toEqual({ code: 'UAE', name: 'الإمارات العربية المتحدة' });
  expect(arabic).toContainEqual({ code: 'EG', name: 'مصر' });
  expect(arabic).toContainEqual({ code: 'SA', name: 'المملكة العربية السعودية' });
});
