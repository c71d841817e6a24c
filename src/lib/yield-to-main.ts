interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so the browser can paint and answer input in
 * between: with scheduler.yield() where the browser has it (the continuation keeps its place ahead
 * of other queued work), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
