import { globalPlugin } from '../lib/global-plugin.ts';
import { REQUEST_ID_HEADER } from '../modules/support/constants.ts';

// Every answer names the id the server gave its request (genReqId in app.ts), the same id as the
// `reqId` of the request's log lines: a traveller's problem report carries the ids of the
// requests that went wrong, so support can find them in the log. Set before anything else runs,
// so error answers carry it too. The id is always the server's own; a client cannot choose it.
export const requestIdPlugin = globalPlugin({ name: 'request-id' }, async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
