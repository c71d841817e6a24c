import { PassThrough } from 'node:stream';
import { signUp } from '../../../accounts.ts';
import { startSmtpSink } from '../../../smtp-sink.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { emiratesOffer, order, orderBody, price } from './booking-helpers.ts';

// Orders sent with card data in production mode at the most verbose log level: neither the card
// number nor the CVV may reach the log, whatever the answer.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  t = await buildTestApp({
    env: { NODE_ENV: 'production', SAFAR_DEV_ROUTES: '0', LOG_LEVEL: 'trace' },
    logStream,
    smtp: await startSmtpSink(),
  });
});
afterAll(async () => {
  await t.close();
  await t.smtp?.close();
});

it('keeps card numbers and security codes out of the log', async () => {
  const user = await signUp(t);
  const offer = await emiratesOffer(t, 30);
  const card = (number: string, cvv: string) => ({
    payment: {
      method: 'credit-card' as const,
      card: { number, expiry: '09/37', cvv, holderName: 'Layla Haddad' },
    },
  });
  const answers = [
    await order(t, user.access, orderBody(offer, card('4012 8888 8888 1881', '846'))),
    await order(t, user.access, orderBody(offer, card('4012 8888 8888 1882', '846'))),
    await order(t, user.access, orderBody(offer, card('4012 8888 8888 1881', '8462'))),
    await order(t, user.access, orderBody(offer, card('4012 8888 8888 1881', 'abc'))),
    await price(t, { flightOffer: offer }),
  ];

  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 400, 400, 400, 200]);
  const log = logLines.join('');
  expect(log).toContain('/api/booking/flight-orders/');
  for (const secret of ['4012888888881881', '4012 8888 8888 1881', '8888 1882', 'holderName']) {
    expect(log).not.toContain(secret);
  }
  // As a logged body or value would show them (the bare digits can be part of a timestamp).
  expect(log).not.toMatch(/"cvv"|"846"|"8462"/);
});
