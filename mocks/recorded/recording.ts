import { requestKey } from './request-key.ts';

/** One answer as the server gave it: its status and its JSON body. */
export interface RecordedAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Answers by requestKey(), for one area (cars, flights). */
export type Recording = Record<string, RecordedAnswer>;

/** Asks the server one request (the recorder) and keeps its answer. */
export type Ask = <T>(method: string, url: string, body?: unknown) => Promise<RecordedAnswer<T>>;

/** A recording's answer to a request, or an error naming the request when none was recorded. */
export function answerIn<T>(recording: Recording, method: string, url: string, body?: unknown) {
  const key = requestKey(method, url, body);
  const answer = recording[key];
  if (!answer) {
    throw new Error(
      `No recorded answer for ${key}. Add the request to the recorder (mocks/recorded/*-requests.ts) and run npm run record:fixtures.`,
    );
  }
  return answer as RecordedAnswer<T>;
}
