import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
const THRESHOLD_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const GZIP_OPTIONS = { level: 6 };
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript)|image\/svg)/;
const contentType = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '');

/**
 * For an answer that keeps its compressed copies (plugins/search-answers.ts): the encoding the
 * plugin below would choose for this request and a body of `bytes`, null for none. The same rule:
 * the client's Accept-Encoding (`*` and x-gzip read as gzip), no X-No-Compression, at least
 * THRESHOLD_BYTES.
 */
export function answerEncoding(request: FastifyRequest, bytes: number): AnswerEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || bytes < THRESHOLD_BYTES) return null;
  if (request.headers['x-no-compression'] !== undefined) return null;
  const chosen = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
  return ENCODINGS.find((encoding) => encoding === chosen) ?? null;
}

/** The body compressed as the plugin below compresses an answer. */
export const compressAnswer = (body: Buffer, encoding: AnswerEncoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);

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
    encodings: [...ENCODINGS],
    threshold: THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
});
