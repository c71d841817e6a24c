import { readFileSync } from 'node:fs';
import path from 'node:path';

import { http, HttpResponse } from 'msw';

import { answerIn, type RecordedAnswer, type Recording } from './recording';
import { requestKey } from './request-key';

/*
 * MSW handlers that replay the real server's recorded answers (scripts/record-fixtures.ts writes
 * them) and invent nothing: a request that was not recorded is answered 501 with its key and
 * written to the console, so that a test sending something new fails until it is recorded.
 */

const recordings = new Map<string, Recording>();

/** The answers recorded for an area: mocks/recorded/<area>.json. */
export function recordingOf(area: 'cars' | 'flights'): Recording {
  let recording = recordings.get(area);
  if (!recording) {
    const file = path.join(__dirname, `${area}.json`);
    recording = (JSON.parse(readFileSync(file, 'utf8')) as { answers: Recording }).answers;
    recordings.set(area, recording);
  }
  return recording;
}

/** The recorded answer to a request, for a test to read what the server said. */
export const recordedAnswer = <T>(
  area: 'cars' | 'flights',
  method: string,
  url: string,
  body?: unknown,
): RecordedAnswer<T> => answerIn<T>(recordingOf(area), method, url, body);

/** The body of a recorded 200 (or 201) answer. */
export function recordedBody<T>(
  area: 'cars' | 'flights',
  method: string,
  url: string,
  body?: unknown,
) {
  const answer = recordedAnswer<T>(area, method, url, body);
  if (answer.status >= 300) {
    throw new Error(`${requestKey(method, url, body)} was answered ${answer.status}`);
  }
  return answer.body;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The recorded answer to a request as a Response, or a 501 naming the request (also written to
 * the console) when it was not recorded.
 */
export async function replayed(area: 'cars' | 'flights', request: Request): Promise<Response> {
  const url = new URL(request.url);
  const key = requestKey(request.method, `${url.pathname}${url.search}`, await bodyOf(request));
  const answer = recordingOf(area)[key];
  if (answer) return HttpResponse.json(answer.body as never, { status: answer.status });
  const detail = `No recorded answer for ${key}. Add the request to mocks/recorded/${area === 'cars' ? 'car' : 'flight'}-requests.ts and run npm run record:fixtures.`;
  console.error(detail);
  return HttpResponse.json({ detail, code: 'not_recorded' }, { status: 501 });
}

/** Replays every request under `pattern` from an area's recording. */
export const replay = (area: 'cars' | 'flights', pattern: string) =>
  http.all(pattern, ({ request }) => replayed(area, request));
