import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

import type { RecordedRequest } from '@server/modules/support/schemas.ts';
import { REQUEST_ID_HEADER, SUPPORT_LIMITS } from '@server/modules/support/constants.ts';

/*
 * What a problem report sends: the last actions (at most 200) with the state before the first of
 * them, so Redux DevTools can replay one onto the other, and the RTK Query requests among them
 * with their outcome and the server's request id (the x-request-id header of the answer), so
 * support can find each in the server's log. Kept in memory only, raw: redaction happens when a
 * report is made (problem-report.ts), before anything leaves the page.
 *
 * The recording is read by dispatching takeRecording(): the middleware answers it (dispatch
 * returns the recording) and no reducer sees it, so it needs no module-level state and every
 * store, test stores too, has its own.
 */

export interface Recording {
  actions: UnknownAction[];
  /** The state before each action (the replay can start before any of them). */
  statesBefore: unknown[];
  /** The state now, after the last action. */
  state: unknown;
  requests: RecordedRequest[];
}

const TAKE_RECORDING = 'support/takeRecording';

export const takeRecording = () => ({ type: TAKE_RECORDING }) as const;

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
}

const isAction = (value: unknown): value is UnknownAction =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string';

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
  const entries: Entry[] = [];
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
    let request;
    for (let index = requests.length - 1; index >= 0 && !request; index -= 1) {
      if (requests[index]?.thunkId === meta.requestId) request = requests[index];
    }
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
        state: store.getState(),
        requests: requests.map(({ thunkId: _thunkId, ...request }) => request),
      };
      return recording;
    }
    const stateBefore = store.getState();
    const result = next(action);
    const meta = (action as { meta?: ThunkMeta }).meta;
    entries.push({ action: recordable(action, meta), stateBefore });
    if (entries.length > limit) entries.shift();
    noteRequest(meta);
    return result;
  };
}
