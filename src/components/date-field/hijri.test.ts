import { setArabicDigits } from '@/lib/format';

import { hijriMonths, hijriNote } from './hijri';

afterEach(() => setArabicDigits('arab'));

describe('Hijri dates beside Gregorian ones', () => {
  it('gives a chosen day in the Umm al-Qura calendar, in Arabic only', () => {
    expect(hijriNote('2026-12-20', 'ar')).toBe('١١ رجب ١٤٤٨ هـ');
    expect(hijriNote('2026-12-20', 'en')).toBeUndefined();
    expect(hijriNote(null, 'ar')).toBeUndefined();
    expect(hijriNote('partial', 'ar')).toBeUndefined();
  });

  it('writes the digits the traveller chose', () => {
    setArabicDigits('latn');
    expect(hijriNote('2026-12-20', 'ar')).toBe('11 رجب 1448 هـ');
  });

  it('names the Hijri months a Gregorian month spans, the year once when they share it', () => {
    expect(hijriMonths('2026-12-01', '2026-12-31', 'ar')).toBe('جمادى الآخرة – رجب ١٤٤٨ هـ');
    // Dhu al-Hijjah 1447 to Muharram 1448.
    expect(hijriMonths('2026-06-01', '2026-06-30', 'ar')).toBe('ذو الحجة ١٤٤٧ هـ – محرم ١٤٤٨ هـ');
    expect(hijriMonths('2026-12-01', '2026-12-31', 'en')).toBeUndefined();
  });
});
