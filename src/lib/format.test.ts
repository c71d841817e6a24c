import {
  formatCompact,
  formatNumber,
  formatPrice,
  formatPriceChange,
  formatYear,
  prepareFormatters,
} from './format';

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

describe('formatPriceChange', () => {
  it('writes whole units when they differ', () => {
    expect(formatPriceChange(2672.18, 2750, 'en')).toEqual({
      previous: '$2,672',
      current: '$2,750',
    });
  });

  it('shows the minor units when whole units would read the same twice', () => {
    expect(formatPriceChange(1289.1, 1289.4, 'en')).toEqual({
      previous: '$1,289.10',
      current: '$1,289.40',
    });
    expect(formatPriceChange(1000, 1000, 'en', 'JPY')).toEqual({
      previous: '¥1,000',
      current: '¥1,000',
    });
    const arabic = formatPriceChange(1289.1, 1289.4, 'ar');
    expect(arabic.previous).not.toBe(arabic.current);
    expect(arabic.current).toContain('\u2066US$\u2069');
  });
});
