import { server } from '../../mocks/server';

/** A request a booking wizard sent: where, with which idempotency key, and its JSON body. */
export interface SentRequest {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

/**
 * Records, in order, the requests the app sends whose path `matches` (a wizard's pricing and
 * order requests); each body is filled in once read. Stop with server.events.removeAllListeners().
 */
export function recordSentRequests(matches: (path: string, method: string) => boolean) {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!matches(path, request.method)) return;
    const entry: SentRequest = { path, key: request.headers.get('idempotency-key'), body: {} };
    sent.push(entry);
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => {
        entry.body = body;
      });
  });
  return sent;
}
