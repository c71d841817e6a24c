import type { TimelineStep } from '@server/modules/support/schemas.ts';

import { timelineEntries } from './timeline';

const step = (type: string, request: TimelineStep['request'] = null): TimelineStep => ({
  type,
  at: null,
  request,
});
const failed = {
  endpoint: 'getProfile',
  status: 'rejected',
  httpStatus: 401,
  requestId: 'r1',
} as const;

it('shows a run of one app step once, with how many, and every request on its own', () => {
  const entries = timelineEntries([
    step('flightBooking/bookingDraftSaved'),
    step('flightBooking/bookingDraftSaved'),
    step('flightBooking/bookingDraftSaved'),
    step('api/executeQuery/rejected', failed),
    step('api/executeQuery/rejected', failed),
    step('flightBooking/bookingDraftSaved'),
  ]);
  expect(entries.map(({ number, count, step: { type } }) => [number, type, count])).toEqual([
    [1, 'flightBooking/bookingDraftSaved', 3],
    [4, 'api/executeQuery/rejected', 1],
    [5, 'api/executeQuery/rejected', 1],
    [6, 'flightBooking/bookingDraftSaved', 1],
  ]);
});
