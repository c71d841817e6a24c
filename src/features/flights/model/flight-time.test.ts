import { localDateTime } from '@/lib/local-time';

import { dayOffset, durationMinutes, minutesBetween } from './flight-time';

describe('flight times', () => {
  it('reads ISO 8601 durations', () => {
    expect(durationMinutes('PT7H25M')).toBe(445);
    expect(durationMinutes('PT45M')).toBe(45);
    expect(durationMinutes('PT13H')).toBe(780);
    expect(durationMinutes('P1DT2H5M')).toBe(1565);
    expect(durationMinutes('7h 25m')).toBeNull();
    expect(durationMinutes('PT')).toBeNull();
    expect(durationMinutes(undefined)).toBeNull();
  });

  it('keeps local airport times as written, whatever the browser’s zone', () => {
    expect(localDateTime('2026-12-01T08:30:00').toISOString()).toBe('2026-12-01T08:30:00.000Z');
  });

  it('measures layovers and overnight arrivals', () => {
    expect(minutesBetween('2026-12-01T23:10:00', '2026-12-02T01:05:00')).toBe(115);
    expect(dayOffset('2026-12-01T23:10:00', '2026-12-02T06:00:00')).toBe(1);
    expect(dayOffset('2026-12-01T08:30:00', '2026-12-01T13:55:00')).toBe(0);
  });
});
