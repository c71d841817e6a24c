import { stayDatesError } from './change-dates-request';

describe('new dates for a stay', () => {
  const today = '2026-12-01';
  it('refuses a check-in in the past and a check-out not after check-in', () => {
    expect(stayDatesError({ checkIn: '2026-11-30', checkOut: '2026-12-03' }, today)).toBe(
      'pastDate',
    );
    expect(stayDatesError({ checkIn: '2026-12-05', checkOut: '2026-12-05' }, today)).toBe('order');
    expect(stayDatesError({ checkIn: '2026-12-05', checkOut: '2026-12-04' }, today)).toBe('order');
    expect(stayDatesError({ checkIn: '2026-12-05' }, today)).toBe('dates');
    expect(stayDatesError({ checkIn: '2026-12-05', checkOut: '2026-12-08' }, today)).toBeNull();
  });
});
