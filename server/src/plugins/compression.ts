import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import { globalPlugin } from '../lib/global-plugin.ts';

// Compresses what is made per request (API JSON, the SPA's pages) for clients that accept it,
// brotli first, then gzip, with `Vary: accept-encoding`. Brotli at quality 3 packs a page of
// flight offers or hotels as tight as gzip at level 6 (2.7 KB of 21 KB) for a third of its CPU;
// quality 4 saves 4 % more bytes for 1.7 times the CPU. Answers under 1 KB go as they are. The
// built files are compressed once at build time (.br and .gz beside each file, see
// static-spa.ts), and an answer that already carries a Content-Encoding is left alone.
//
// An answer up to 64 KB (a page of flight offers or hotels is 15–25 KB) is compressed in one
// call on the event loop: a compression stream per answer (the plugin's default above 8 KB on
// two cores) costs more in stream set-up and scheduling than the compression itself, and took
// a third of the CPU of a flight search. Larger answers still stream, off the event loop.
const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;
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
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 6 },
  });
});
