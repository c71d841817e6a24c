// Runs at most `slots` tasks at once. Urgent tasks may take every slot; ordinary ones leave one
// free for them, so a burst of ordinary work never makes urgent work wait for more than the tasks
// already running. Waiting tasks start in order of arrival within their priority.

export type Priority = 'urgent' | 'ordinary';

export interface PriorityLimiter {
  run<T>(priority: Priority, task: () => Promise<T>): Promise<T>;
}

export function createPriorityLimiter(slots: number): PriorityLimiter {
  const ordinarySlots = Math.max(1, slots - 1);
  const waiting: Record<Priority, Array<() => void>> = { urgent: [], ordinary: [] };
  let running = 0;

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

  return {
    async run(priority, task) {
      await new Promise<void>((resolve) => {
        waiting[priority].push(resolve);
        startNext();
      });
      try {
        return await task();
      } finally {
        running -= 1;
        startNext();
      }
    },
  };
}
