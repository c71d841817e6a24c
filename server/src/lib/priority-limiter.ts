// Runs at most `slots` tasks at once. Urgent tasks may take every slot; ordinary ones leave one
// free for them, so a burst of ordinary work never makes urgent work wait for more than the tasks
// already running. Waiting tasks start in order of arrival within their priority, and at most
// `maxWaiting` of each priority wait: beyond that run() refuses at once (LimiterFullError), so a
// burst turns into quick refusals with a time to come back instead of a queue everyone waits in.

export type Priority = 'urgent' | 'ordinary';

export interface PriorityLimiter {
  run<T>(priority: Priority, task: () => Promise<T>): Promise<T>;
}

export class LimiterFullError extends Error {
  // About how long until the work ahead is done, from how long tasks have been taking.
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number) {
    super('too much work is waiting');
    this.name = 'LimiterFullError';
    this.retryAfterMs = retryAfterMs;
  }
}

export interface LimiterOptions {
  maxWaiting?: number;
  // What a task is taken to last until one has finished.
  expectedTaskMs?: number;
}

export function createPriorityLimiter(
  slots: number,
  { maxWaiting = Number.POSITIVE_INFINITY, expectedTaskMs = 1000 }: LimiterOptions = {},
): PriorityLimiter {
  const ordinarySlots = Math.max(1, slots - 1);
  const waiting: Record<Priority, Array<() => void>> = { urgent: [], ordinary: [] };
  let running = 0;
  let averageTaskMs = expectedTaskMs;

  const startNext = () => {
    const start =
      running < slots && waiting.urgent.length > 0
        ? waiting.urgent.shift()
        : running < ordinarySlots
          ? waiting.ordinary.shift()
          : undefined;
    if (!start) return;
    running += 1;
    start();
  };

  const workAheadMs = () => {
    const tasks = running + waiting.urgent.length + waiting.ordinary.length;
    return Math.ceil(tasks / slots) * averageTaskMs;
  };

  return {
    async run(priority, task) {
      const free = running < (priority === 'urgent' ? slots : ordinarySlots);
      const queued = waiting[priority].length;
      if ((!free || queued > 0) && queued >= maxWaiting) {
        throw new LimiterFullError(workAheadMs());
      }
      await new Promise<void>((resolve) => {
        waiting[priority].push(resolve);
        startNext();
      });
      const started = performance.now();
      try {
        return await task();
      } finally {
        // A moving average: recent tasks count most (the machine's load changes).
        averageTaskMs = 0.8 * averageTaskMs + 0.2 * (performance.now() - started);
        running -= 1;
        startNext();
      }
    },
  };
}
