import {
  isoDuration,
  localDateTime,
  localToUtcMs,
  parseIsoDuration,
} from '../../../src/inventory/shared/time.ts';

const utc = (iso: string) => Date.parse(iso);

describe('local times through Intl', () => {
  it('converts local wall-clock times to UTC and back', () => {
    expect(localToUtcMs('Asia/Dubai', '2026-03-10', 8 * 60 + 45)).toBe(utc('2026-03-10T04:45:00Z'));
    expect(localDateTime('Asia/Dubai', utc('2026-03-10T04:45:00Z'))).toBe('2026-03-10T08:45:00');
    expect(localDateTime('Pacific/Honolulu', utc('2026-06-15T09:10:00Z'))).toBe(
      '2026-06-14T23:10:00',
    );
    expect(localToUtcMs('Asia/Kathmandu', '2026-01-01', 0)).toBe(utc('2025-12-31T18:15:00Z'));
  });

  it('moves a time in the hour clocks skip forward, and takes the first of a repeated hour', () => {
    // London springs forward at 01:00 on 29 March 2026: 01:30 does not exist.
    expect(localToUtcMs('Europe/London', '2026-03-29', 90)).toBe(utc('2026-03-29T01:30:00Z'));
    expect(localDateTime('Europe/London', utc('2026-03-29T01:30:00Z'))).toBe('2026-03-29T02:30:00');
    // London falls back at 02:00 on 25 October 2026: 01:30 happens twice; the first is BST.
    expect(localToUtcMs('Europe/London', '2026-10-25', 90)).toBe(utc('2026-10-25T00:30:00Z'));
    // New York, 8 March 2026.
    expect(localToUtcMs('America/New_York', '2026-03-08', 2 * 60 + 30)).toBe(
      utc('2026-03-08T07:30:00Z'),
    );
    expect(localToUtcMs('America/New_York', '2026-03-08', 12 * 60)).toBe(
      utc('2026-03-08T16:00:00Z'),
    );
  });

  it('writes ISO 8601 durations in hours and minutes', () => {
    expect(isoDuration(445)).toBe('PT7H25M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(5)).toBe('PT5M');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(1_550)).toBe('PT25H50M');
    expect(parseIsoDuration('PT7H25M')).toBe(445);
  });
});
