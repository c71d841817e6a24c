import { bearer, signUp, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { bookCarRental, documentPath } from './document-helpers.ts';

// A PDF is tens of milliseconds of work (on a thread of its own), so asking for documents is
// bounded like searching: per client address per minute (429), and a short queue of documents being built
// (503 busy beyond it). Both answer at once with a time to come back, and a JSON detail.

let t: TestApp;
let user: SignedIn;
let reference: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { DOCUMENT_RATE_LIMIT: '3', TRUST_PROXY: 'true' } });
  user = await signUp(t);
  reference = (await bookCarRental(t, user, `doc-limits-${process.pid}`)).reference;
});
afterAll(() => t.close());

const ask = (address: string, name: 'ticket.pdf' | 'receipt.pdf' | 'calendar.ics') =>
  t.app.inject({
    method: 'GET',
    url: documentPath(reference, name),
    headers: { ...bearer(user.access), 'x-forwarded-for': address },
  });

test('documents beyond the per-address limit are answered 429 with Retry-After', async () => {
  const answers = [
    await ask('203.0.113.30', 'ticket.pdf'),
    await ask('203.0.113.30', 'receipt.pdf'),
    await ask('203.0.113.30', 'calendar.ics'),
    await ask('203.0.113.30', 'ticket.pdf'),
  ];

  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
  expect(answers[3]!.json()).toEqual({
    detail: 'Too many documents from your address. Please wait a moment and try again.',
    code: 'rate_limited',
  });
  expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  // Another address is not held back.
  expect((await ask('198.51.100.30', 'ticket.pdf')).statusCode).toBe(200);
});

test('a PDF asked for while the queue of documents is full is answered 503 busy, then built once it drains', async () => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // One document being built and eight waiting, held, as a burst from many addresses would leave it.
  const queue = Array.from({ length: 9 }, () => t.app.overload.document(() => held));

  const refused = await ask('198.51.100.31', 'ticket.pdf');

  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({
    detail:
      'So many documents are being prepared right now that yours has to wait. Please try again in a moment.',
    code: 'busy',
  });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  release();
  await Promise.all(queue);
  const built = await ask('198.51.100.31', 'ticket.pdf');
  expect(built.statusCode).toBe(200);
  expect(built.headers['content-type']).toBe('application/pdf');
});
