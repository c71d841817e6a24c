import fc from 'fast-check';

import { toCents, wholeUnitLines } from './whole-units';

describe('wholeUnitLines', () => {
  it('gives the leftover unit to the line that lost the most, so the lines add up', () => {
    // 378.40 + 12.49 + 12.11 = 403.00: rounded alone they read 378 + 12 + 12 = 402.
    expect(wholeUnitLines([37_840, 1_249, 1_211])).toEqual({ lines: [378, 13, 12], total: 403 });
    // 465.50 + 15.45 + 11.50 = 492.45: rounded alone, 466 + 15 + 12 = 493 under a total of 492.
    expect(wholeUnitLines([46_550, 1_545, 1_150])).toEqual({ lines: [466, 15, 11], total: 492 });
  });

  it('leaves whole amounts and a single line as they are', () => {
    expect(wholeUnitLines([10_000, 2_500])).toEqual({ lines: [100, 25], total: 125 });
    expect(wholeUnitLines([12_345])).toEqual({ lines: [123], total: 123 });
    expect(wholeUnitLines([])).toEqual({ lines: [], total: 0 });
  });

  it('always adds up to the rounded total, each line within a unit of its amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 8 }), (cents) => {
        const { lines, total } = wholeUnitLines(cents);
        expect(lines.reduce((sum, line) => sum + line, 0)).toBe(total);
        expect(total).toBe(Math.round(cents.reduce((sum, each) => sum + each, 0) / 100));
        lines.forEach((line, index) =>
          expect(Math.abs(line * 100 - cents[index]!)).toBeLessThan(100),
        );
      }),
    );
  });

  it('reads amounts as the API writes them', () => {
    expect(toCents('378.40')).toBe(37_840);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
