// npm run record:fixtures
// Asks the real server, built in process on an empty in-memory PGlite with its clock stopped at
// RECORDED_AT, every request the web tests send to the car and flight APIs, and writes the
// answers to mocks/recorded/<area>.json, which the tests' MSW handlers replay (mocks/recorded/
// replay.ts). The server is deterministic (a simulated inventory, a fixed clock), so running this
// again writes the same bytes; when an answer changes, the server changed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/plugins/config.ts';
import { recordBookedFlights } from '../mocks/recorded/booked-flight-requests.ts';
import { recordCars } from '../mocks/recorded/car-requests.ts';
import { recordFlightPricing } from '../mocks/recorded/flight-pricing-requests.ts';
import { recordFlights } from '../mocks/recorded/flight-requests.ts';
import { RECORDED_AT } from '../mocks/recorded/recorded-at.ts';
import type { Ask, Recording } from '../mocks/recorded/recording.ts';
import { requestKey } from '../mocks/recorded/request-key.ts';

const AREAS: Record<string, (ask: Ask) => Promise<void>> = {
  cars: recordCars,
  flights: async (ask) => {
    await recordFlights(ask);
    await recordFlightPricing(ask);
    await recordBookedFlights(ask);
  },
};
const OUT = path.join(import.meta.dirname, '..', 'mocks', 'recorded');

const mediaDir = await mkdtemp(path.join(tmpdir(), 'safar-record-'));
const config = {
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'recorder-secret-for-jwt-signing-0123456789',
    MEDIA_DIR: mediaDir,
    SEARCH_RATE_LIMIT: '0',
    PAGE_RATE_LIMIT: '0',
  }),
  database: { driver: 'pglite', dataDir: null } as const,
};
const app = await buildApp({
  config,
  clock: { now: () => new Date(RECORDED_AT) },
  mailTerminal: new Writable({ write: (_chunk, _encoding, done) => done() }),
});
await app.ready();

try {
  for (const [area, record] of Object.entries(AREAS)) {
    const answers: Recording = {};
    const ask: Ask = async (method, url, body) => {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const answer = { status: response.statusCode, body: response.json() };
      answers[requestKey(method, url, body)] = answer;
      return answer as never;
    };
    await record(ask);
    const sorted = Object.fromEntries(Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : 1)));
    const file = path.join(OUT, `${area}.json`);
    await writeFile(
      file,
      `${JSON.stringify({ recordedAt: RECORDED_AT, answers: sorted }, null, 2)}\n`,
    );
    process.stdout.write(`${file}: ${Object.keys(sorted).length} answers\n`);
  }
} finally {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
}
