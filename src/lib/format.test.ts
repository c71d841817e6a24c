import { formatCompact, formatNumber, formatPrice, formatYear, prepareFormatters } from './format';

describe('formatters', () => {
  it('formats prices US style with no decimals by default', () => {
    expect(formatPrice(1299.6, 'en')).toBe('$1,300');
    expect(formatPrice(89, 'en', 'EUR')).toBe('€89');
  });

  it('uses Arabic digits in Arabic', () => {
    expect(formatPrice(899, 'ar')).toMatch(/٨٩٩/);
    expect(formatPrice(899, 'ar')).toContain('$');
  });

  it('keeps a Latin currency sign in its own order in Arabic: US$, never $US', () => {
    expect(formatPrice(319, 'ar')).toContain('\u2066US$\u2069');
    expect(formatPrice(319, 'ar', 'GBP')).toContain('\u2066UK£\u2069');
    // Arabic signs need no isolating.
    expect(formatPrice(319, 'ar', 'AED')).not.toContain('\u2066');
    expect(formatPrice(319, 'en')).toBe('$319');
    expect(formatNumber(1240, 'ar')).toBe('١٬٢٤٠');
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatYear(2026, 'en')).toBe('2026');
  });

  it('abbreviates large counts', () => {
    expect(formatCompact(1_000_000, 'en')).toBe('1M');
  });

  it('prepares a language ahead of the first render without changing what it writes', () => {
    prepareFormatters('ar');
    prepareFormatters('en');
    expect(formatPrice(899, 'ar')).toMatch(/٨٩٩/);
    expect(formatPrice(1299.6, 'en')).toBe('$1,300');
  });
});
