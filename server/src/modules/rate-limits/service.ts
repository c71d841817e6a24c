import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  countEvents,
  deleteEventsBefore,
  deleteEventsById,
  deleteEventsForKey,
  deleteEventsForScope,
  insertEvent,
  listEventTimes,
  lockCounters,
} from './repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface RateLimitRule {
  // What is counted ("login_failure_email"), and for whom (an email, an IP address, a user id).
  scope: string;
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult =
  { allowed: true; eventIds: number[] } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  // Counts one event under every rule, or none when any rule is already at its limit (then
  // says how long until the rule that blocks frees a slot). Requests that are turned away are not
  // counted, so hammering a limit does not extend it.
  consume(rules: RateLimitRule[]): Promise<RateLimitResult>;
  // Takes back events counted by consume: an attempt that turned out not to count (a sign-in that
  // succeeded).
  release(eventIds: number[]): Promise<void>;
  // Forgets every event of one counter.
  reset(scope: string, key: string): Promise<void>;
  // Forgets every counter of a scope (development only).
  clear(scope: string): Promise<void>;
  // Counts one event under no limit: for soft rules that slow down rather than refuse.
  record(scope: string, key: string): Promise<void>;
  // How many events one counter holds within the last windowSeconds.
  count(scope: string, key: string, windowSeconds: number): Promise<number>;
}

// Events older than this are of no use to any rule and are deleted as new ones arrive.
const RETENTION_MS = 24 * 60 * 60 * 1000;

export function createRateLimiter(db: Database, clock: Clock): RateLimiter {
  return {
    async consume(rules) {
      const now = clock.now();
      const result = await inTransaction(db, async (tx): Promise<RateLimitResult> => {
        await lockCounters(
          tx,
          rules.map((rule) => `${rule.scope}:${rule.key}`),
        );
        let retryAfterMs = 0;
        for (const rule of rules) {
          const windowMs = rule.windowSeconds * 1000;
          const times = await listEventTimes(
            tx,
            rule.scope,
            rule.key,
            new Date(now.getTime() - windowMs),
          );
          if (times.length < rule.limit) continue;
          // The slot that frees first is the oldest one that keeps the count at the limit.
          const freesAt = (times[times.length - rule.limit] as Date).getTime() + windowMs;
          retryAfterMs = Math.max(retryAfterMs, freesAt - now.getTime());
        }
        if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
        const eventIds: number[] = [];
        for (const rule of rules) {
          eventIds.push(
            await insertEvent(tx, { scope: rule.scope, key: rule.key, occurredAt: now }),
          );
        }
        return { allowed: true, eventIds };
      });
      await deleteEventsBefore(db, new Date(now.getTime() - RETENTION_MS));
      return result;
    },
    release: (eventIds) => deleteEventsById(db, eventIds),
    reset: (scope, key) => deleteEventsForKey(db, scope, key),
    clear: (scope) => deleteEventsForScope(db, scope),
    async record(scope, key) {
      await insertEvent(db, { scope, key, occurredAt: clock.now() });
    },
    async count(scope, key, windowSeconds) {
      const since = new Date(clock.now().getTime() - windowSeconds * 1000);
      return countEvents(db, scope, key, since);
    },
  };
}
