import { FREE_CANCELLATION_HOURS } from './constants.ts';

// The last moment (UTC ms) a booking that starts at `startsMs` (a departure, a check-in, a
// pickup) cancels free of charge.
export const freeCancellationUntilMs = (startsMs: number) =>
  startsMs - FREE_CANCELLATION_HOURS * 3_600_000;
