import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';

import type { RecordedRequest } from '@server/modules/support/schemas.ts';
import { REQUEST_ID_HEADER, SUPPORT_LIMITS } from '@server/modules/support/constants.ts';

/*
 * What a problem report sends: the last actions (at most 200) with the state before the first of
 * them, so Redux DevTools can replay one onto the other, the time of each, and the RTK Query
 * requests among them with their outcome and the server's request id (the x-request-id header of
 * the answer), so support can find each in the server's log. Kept in memory only, raw: redaction
 * happens when a report is made (problem-report.ts), before anything leaves the page.
 *
 * The store's own set-up is kept out of the recording (docs/support.md, "How a session is
 * recorded"): the recording starts once redux-persist has brought the stored state back
 * (REHYDRATE) and RTK Query's middleware has registered with the store, no redux-persist action is
 * recorded, and the states leave out its `_persist` entry. PERSIST carries functions JSON cannot
 * hold; a replayed state with `_persist` would make the replaying app's redux-persist save the
 * traveller's state in support staff's browser (without it, redux-persist hands every replayed
 * action straight to Safar's reducers); and middlewareRegistered names the traveller's own API
 * instance, which support's app would take for a second API ("conflict").
 *
 * Sending a report is not recorded either, so a report never carries the one sent before it.
 *
 * The recording is read by dispatching takeRecording(): the middleware answers it (dispatch
 * returns the recording) and no reducer sees it, so it needs no module-level state and every
 * store, test stores too, has its own.
 */

export interface Recording {
  actions: UnknownAction[];
  /** The state before each action (the replay can start before any of them). */
  statesBefore: unknown[];
  /** When each action was dispatched, in epoch milliseconds. */
  times: number[];
  /** The state now, after the last action. */
  state: unknown;
  requests: RecordedRequest[];
}

const TAKE_RECORDING = 'support/takeRecording';

export const takeRecording = () => ({ type: TAKE_RECORDING }) as const;

/** The endpoint that sends a report (support-api.ts), which the recording leaves out. */
export const SEND_REPORT_ENDPOINT = 'sendProblemReport';

// Set-up actions: after each of these, the replay starts again from the state it left.
const STORE_READY = new Set<string>([REHYDRATE, 'api/config/middlewareRegistered']);
const SET_UP = new Set<string>([FLUSH, PAUSE, PERSIST, PURGE, REGISTER, ...STORE_READY]);

interface ThunkMeta {
  requestId?: string;
  requestStatus?: 'pending' | 'fulfilled' | 'rejected';
  startedTimeStamp?: number;
  condition?: boolean;
  arg?: { endpointName?: unknown };
  baseQueryMeta?: {
    response?: { status?: number; headers?: { get(name: string): string | null } };
  };
}

interface Entry {
  action: UnknownAction;
  stateBefore: unknown;
  at: number;
}

const isAction = (value: unknown): value is UnknownAction =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string';

/** The state as the recording keeps it: without redux-persist's own entry. */
function withoutPersistence(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('_persist' in state)) return state;
  const { _persist: _left, ...rest } = state as Record<string, unknown>;
  return rest;
}

/** The HTTP status and server request id of an RTK Query answer, in plain values. */
function answerOf(meta: ThunkMeta) {
  const response = meta.baseQueryMeta?.response;
  return {
    httpStatus: typeof response?.status === 'number' ? response.status : null,
    requestId: response?.headers?.get(REQUEST_ID_HEADER) ?? null,
  };
}

// fetchBaseQuery's meta holds the Request and Response objects, which cannot be serialised: the
// recording keeps what support needs of them.
function recordable(action: UnknownAction, meta: ThunkMeta | undefined): UnknownAction {
  if (!meta?.baseQueryMeta) return action;
  return { ...action, meta: { ...meta, baseQueryMeta: answerOf(meta) } };
}

export function createActionRecorder(limit: number = SUPPORT_LIMITS.actionsMax): Middleware {
  let entries: Entry[] = [];
  const requests: (RecordedRequest & { thunkId: string })[] = [];

  function noteRequest(meta: ThunkMeta | undefined) {
    const endpoint = meta?.arg?.endpointName;
    if (!meta?.requestId || typeof endpoint !== 'string' || meta.condition) return;
    if (meta.requestStatus === 'pending') {
      requests.push({
        thunkId: meta.requestId,
        endpoint,
        status: 'pending',
        httpStatus: null,
        requestId: null,
        startedAt: meta.startedTimeStamp ?? Date.now(),
      });
      if (requests.length > limit) requests.shift();
      return;
    }
    const request = requests.findLast((candidate) => candidate.thunkId === meta.requestId);
    if (request && meta.requestStatus) {
      Object.assign(request, { status: meta.requestStatus, ...answerOf(meta) });
    }
  }

  return (store) => (next) => (action) => {
    if (!isAction(action)) return next(action);
    if (action.type === TAKE_RECORDING) {
      const recording: Recording = {
        actions: entries.map((entry) => entry.action),
        statesBefore: entries.map((entry) => entry.stateBefore),
        times: entries.map((entry) => entry.at),
        state: withoutPersistence(store.getState()),
        requests: requests.map(({ thunkId: _thunkId, ...request }) => request),
      };
      return recording;
    }
    const meta = (action as { meta?: ThunkMeta }).meta;
    if (SET_UP.has(action.type) || meta?.arg?.endpointName === SEND_REPORT_ENDPOINT) {
      const result = next(action);
      if (STORE_READY.has(action.type)) entries = [];
      return result;
    }
    const stateBefore = withoutPersistence(store.getState());
    const at = Date.now();
    const result = next(action);
    entries.push({ action: recordable(action, meta), stateBefore, at });
    if (entries.length > limit) entries.shift();
    noteRequest(meta);
    return result;
  };
}
