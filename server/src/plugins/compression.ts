import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import { globalPlugin } from '../lib/global-plugin.ts';

// Compresses what is made per request (API JSON, the SPA's pages) for clients that accept it,
// brotli first, then gzip, with `Vary: accept-encoding`. Brotli at quality 4 costs about what
// gzip does and still packs JSON tighter; answers under 1 KB go as they are. The built files are
// compressed once at build time (.br and .gz beside each file, see static-spa.ts), and an answer
// that already carries a Content-Encoding is left alone.
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)|image\/svg)/;
const contentType = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '');

export const compressionPlugin = globalPlugin({ name: 'compression' }, async (app) => {
  // @fastify/compress names accept-encoding in Vary only on the answers it compresses; the same
  // answer sent plain (to a client that takes no encoding) must name it too, or a shared cache
  // could keep the plain copy for every client.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('content-encoding') && COMPRESSIBLE.test(contentType(reply))) {
      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) {
        reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
      }
    }
    done(null, payload);
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
