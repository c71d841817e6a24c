import { formatCompact, formatNumber, formatPrice, formatYear } from './format';

describe('formatters', () => {
  it('formats prices US style with no decimals by default', () => {
    expect(formatPrice(1299.6, 'en')).toBe('$1,300');
    expect(formatPrice(89, 'en', 'EUR')).toBe('€89');
  });

  it('uses Arabic digits in Arabic', () => {
    expect(formatPrice(899, 'ar')).toMatch(/٨٩٩/);
    expect(formatPrice(899, 'ar')).toContain('$');
    expect(formatNumber(1240, 'ar')).toBe('١٬٢٤٠');
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatYear(2026, 'en')).toBe('2026');
  });

  it('abbreviates large counts', () => {
    expect(formatCompact(1_000_000, 'en')).toBe('1M');
  });
});
