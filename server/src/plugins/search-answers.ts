import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSalesVersions, type SalesRead } from '../db/sales-versions.ts';
import { LruCache } from '../lib/lru.ts';
import { globalPlugin } from '../lib/global-plugin.ts';
import { answerEncoding, compressAnswer, type AnswerEncoding } from './compression.ts';

// The one cache of the search routes (flight offers and dates, hotel availability): a search asked
// for again gets the answer made for it before — serialized and compressed once — while nothing it
// was made from has changed. What a search answer is made from:
// - the request: its URL and body are the key (the page links in an answer come from the URL);
// - the sales it read: the service reads the versions of their scopes before the sales themselves
//   (db/sales-versions.ts), and bookings and cancellations add to those versions in their
//   transaction. A kept answer is sent again once its versions have been read again unchanged:
//   at once after a booking or cancellation made through this server (the booking core says so
//   when its transaction ends), and at least once every SALES_RECHECK_MS in any case, so a sale
//   made through another server on the same PostgreSQL is seen within that time;
// - the clock: both engines decide by the minute (flights still sold SALES_CUTOFF_MINUTES ahead
//   of whole-minute departures, hotel cancellation deadlines on the minute), so an answer holds
//   for the minute it was made in.
// The inventory is a pure function of the code, so nothing else can change an answer. Only answers
// asked for at least twice are kept (most searches are asked once), at most KEPT_ANSWERS of them.
// Asking the database for the versions costs as much as the rest of a kept answer's request: the
// recheck interval is what lets a popular search be answered as fast as /api/health. An answer
// that has to be made waits its turn among the searches being made (modules/overload).

const KEPT_ANSWERS = 1_000;
const MINUTE_MS = 60_000;
export const SALES_RECHECK_MS = 1_000;

/** A search's answer with the sales it was made from. */
export interface SearchAnswer<Answer> {
  answer: Answer;
  sales: SalesRead;
}

interface KeptAnswer {
  minute: number;
  sales: SalesRead;
  // When its sales were last found unchanged, and how many sales this server had made by then.
  checked: { atMs: number; localSales: number };
  json: Buffer;
  // Compressed copies, each made the first time a client asks for that encoding.
  encoded: Map<AnswerEncoding, Buffer>;
}

export interface SearchAnswers {
  /** Sends the answer kept for this request if it still holds, else the one `make` makes. */
  send<Answer>(
    request: FastifyRequest,
    reply: FastifyReply,
    make: () => Promise<SearchAnswer<Answer>>,
  ): Promise<FastifyReply>;
  /** Seats, rooms or cars were taken or given back through this server (or may have been). */
  salesChanged(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchAnswers: SearchAnswers;
  }
}

const asBuffer = (body: string | ArrayBuffer | Buffer) =>
  typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : Buffer.from(body);

const keyOf = (request: FastifyRequest) =>
  request.body === undefined ? request.url : `${request.url}\n${JSON.stringify(request.body)}`;

function sendAnswer(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = answerEncoding(request, kept.json.length);
  if (encoding === null) return reply.send(kept.json);
  let body = kept.encoded.get(encoding);
  if (!body) {
    body = compressAnswer(kept.json, encoding);
    kept.encoded.set(encoding, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}

export const searchAnswersPlugin = globalPlugin(
  { name: 'search-answers', dependencies: ['config', 'db', 'compression', 'overload'] },
  async (app) => {
    const kept = new LruCache<KeptAnswer>(KEPT_ANSWERS, { keepFromSecondUse: true });
    let localSales = 0;

    // Whether a kept answer's sales are still what it was made from: read again unless they were
    // found unchanged less than SALES_RECHECK_MS ago with no sale through this server since.
    const salesUnchanged = async (earlier: KeptAnswer, nowMs: number) => {
      const { checked } = earlier;
      if (checked.localSales === localSales && nowMs - checked.atMs < SALES_RECHECK_MS) {
        return true;
      }
      const seen = localSales;
      const { versions } = await readSalesVersions(app.db, earlier.sales.range);
      if (versions !== earlier.sales.versions) return false;
      earlier.checked = { atMs: nowMs, localSales: seen };
      return true;
    };

    app.decorate('searchAnswers', {
      async send(request, reply, make) {
        const key = keyOf(request);
        const nowMs = app.clock.now().getTime();
        const minute = Math.floor(nowMs / MINUTE_MS);
        const earlier = kept.get(key);
        if (earlier?.minute === minute && (await salesUnchanged(earlier, nowMs))) {
          return sendAnswer(request, reply, earlier);
        }
        const seen = localSales;
        const { answer, sales } = await app.overload.search(make);
        const made: KeptAnswer = {
          minute,
          sales,
          checked: { atMs: nowMs, localSales: seen },
          json: asBuffer(reply.serialize(answer)),
          encoded: new Map(),
        };
        // Made across the turn of a minute: which minute's clock it used is not known.
        if (Math.floor(app.clock.now().getTime() / MINUTE_MS) === minute) kept.set(key, made);
        return sendAnswer(request, reply, made);
      },
      salesChanged() {
        localSales += 1;
      },
    } satisfies SearchAnswers);
  },
);
