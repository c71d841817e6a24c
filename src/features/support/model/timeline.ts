import type { TimelineStep } from '@server/modules/support/schemas.ts';

/*
 * The steps of a report as a readable timeline: each request on its own line (its outcome and the
 * server's request id are what support looks for), and a run of the same app step (a draft saved
 * at every key pressed) as one line with how many times it happened.
 */

export interface TimelineEntry {
  /** The step's number in the report (1 for the first), as Redux DevTools counts them after @@INIT. */
  number: number;
  step: TimelineStep;
  /** How many steps of this type came one after another (1 for a request). */
  count: number;
}

export function timelineEntries(steps: readonly TimelineStep[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  steps.forEach((step, index) => {
    const last = entries.at(-1);
    if (last && !step.request && !last.step.request && last.step.type === step.type) {
      last.count += 1;
      return;
    }
    entries.push({ number: index + 1, step, count: 1 });
  });
  return entries;
}
