import { instrument, type LiftedState } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import { legacy_createStore as createStore, type UnknownAction } from '@reduxjs/toolkit';
import { isDeepStrictEqual } from 'node:util';

import '@/app/store-parts';
import { createAppReducer, makeStore } from '@/app/store';

/*
 * A support report as support staff's Redux DevTools replay it: the extension's own importState
 * (@redux-devtools/utils) reads the file, then IMPORT_STATE on a store instrumented by
 * @redux-devtools/instrument, with errors caught per step as the extension shows them, over the
 * app's real reducer (redux-persist around Safar's slices) with every endpoint and slice loaded,
 * as the support screen loads them.
 */

export interface ReplayStep {
  type: string;
  error?: string;
}

export interface Replay {
  /** Each replayed action; the first is Redux DevTools' own @@INIT on the preloaded state. */
  steps: ReplayStep[];
  /** The state after the last action. */
  lastState: Record<string, unknown>;
}

export function replayDevToolsFile(file: string): Replay {
  // The app's own store, as the support screen has one: making it joins RTK Query's reducer to
  // the root reducer (store.ts), which the replay then runs through.
  makeStore();
  const imported = importState(file, {});
  if (!imported) throw new Error('Redux DevTools found nothing to import in the file');
  const store = createStore(createAppReducer(), instrument(undefined, { shouldCatchErrors: true }));
  store.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported } as never);
  const lifted = store.liftedStore.getState() as LiftedState<
    Record<string, unknown>,
    UnknownAction,
    unknown
  >;
  return {
    steps: lifted.stagedActionIds.map((id, index) => ({
      type: lifted.actionsById[id]?.action.type ?? '?',
      ...(lifted.computedStates[index]?.error && { error: lifted.computedStates[index].error }),
    })),
    lastState: lifted.computedStates.at(-1)?.state ?? {},
  };
}

const PLACEHOLDER = /\[(?:password|token|card|cvv|passport|birthdate|email|phone)-\d+\]/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A replayed string with placeholders stands for the live string with a value at each one.
function matchesRedacted(replayed: string, live: unknown): boolean {
  if (typeof live !== 'string') return false;
  const parts = replayed.split(new RegExp(PLACEHOLDER.source, 'g')).map(escape);
  return new RegExp(`^${parts.join('[\\s\\S]+?')}$`).test(live);
}

function compare(replayed: unknown, live: unknown, path: string, out: string[]): void {
  if (typeof replayed === 'string' && PLACEHOLDER.test(replayed)) {
    // A whole placeholder may stand for any value (an object under a "card" key, a number).
    const whole = replayed.replace(PLACEHOLDER, '') === '';
    const ok = whole ? live !== undefined && live !== null : matchesRedacted(replayed, live);
    if (!ok) out.push(`${path}: ${JSON.stringify(replayed)} is not ${JSON.stringify(live)}`);
    return;
  }
  if (typeof replayed !== 'object' || replayed === null || typeof live !== 'object' || !live) {
    if (replayed !== live)
      out.push(`${path}: ${JSON.stringify(replayed)} ≠ ${JSON.stringify(live)}`);
    return;
  }
  if (Array.isArray(replayed) !== Array.isArray(live)) {
    out.push(`${path}: an array on one side only`);
    return;
  }
  const liveRecord = live as Record<string, unknown>;
  const unpaired = new Set(Object.keys(liveRecord));
  for (const [key, value] of Object.entries(replayed)) {
    // RTK Query's cache keys hold request arguments, redacted like any text.
    const liveKey = unpaired.has(key)
      ? key
      : [...unpaired].find((candidate) => PLACEHOLDER.test(key) && matchesRedacted(key, candidate));
    if (liveKey === undefined) {
      out.push(`${path}.${key}: only in the replay`);
      continue;
    }
    unpaired.delete(liveKey);
    compare(value, liveRecord[liveKey], `${path}.${key}`, out);
  }
  for (const key of unpaired) out.push(`${path}.${key}: only in the live state`);
}

/**
 * Where the replayed state differs from the state the traveller's app held, apart from redacted
 * values (docs/support.md): each placeholder stands for a value, redux-persist's `_persist` is not
 * recorded, and a slice the traveller's app never loaded shows in the replay at its first state.
 */
export function differencesFromLive(replayed: Record<string, unknown>, live: object): string[] {
  const { _persist: _notRecorded, ...recorded } = live as Record<string, unknown>;
  const first: object = createAppReducer()(undefined, { type: '@@safar/first-state' });
  const comparable = Object.fromEntries(
    Object.entries(replayed).filter(
      ([key, value]) =>
        key in recorded || !isDeepStrictEqual(value, (first as Record<string, unknown>)[key]),
    ),
  );
  const out: string[] = [];
  compare(
    JSON.parse(JSON.stringify(comparable)),
    JSON.parse(JSON.stringify(recorded)),
    'state',
    out,
  );
  return out;
}
