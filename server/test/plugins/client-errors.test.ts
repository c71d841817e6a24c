import { connect, type Socket } from 'node:net';
import { buildTestApp, type TestApp } from '../helper.ts';

// Requests Node's HTTP parser refuses, and clients too slow to finish one, over a real socket:
// app.inject never goes through the parser or its timers.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ config: { headersTimeoutMs: 1000, requestTimeoutMs: 1500 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  closedAfterMs: number;
}

// Writes the given chunks (waiting between them when told), then reads until the server closes.
function rawRequest(chunks: Array<string | { waitMs: number }>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', async () => {
      try {
        for (const chunk of chunks) {
          if (socket.destroyed) return;
          if (typeof chunk === 'string') socket.write(chunk);
          else await new Promise((wait) => setTimeout(wait, chunk.waitMs));
        }
      } catch (error) {
        reject(error);
      }
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers 431 in the error shape when the headers are too large', async () => {
    const answer = await rawRequest([
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);

    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'The request headers are too large',
      code: 'headers_too_large',
    });
  });

  it('answers 400 in the error shape to a body framed two ways', async () => {
    const answer = await rawRequest([
      'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]);

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ detail: expect.any(String) });
  });

  it('answers 400 in the error shape to something that is not HTTP', async () => {
    const answer = await rawRequest(['HELLO THERE\r\n\r\n']);

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'The request is not valid HTTP',
      code: 'bad_request',
    });
  });
});

describe('slow clients', () => {
  it('closes a connection whose body never finishes, with a 408', async () => {
    const slowBody: Array<string | { waitMs: number }> = [
      'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    ];
    for (let second = 0; second < 8; second += 1) slowBody.push({ waitMs: 500 }, ' ');

    const answer = await rawRequest(slowBody);

    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'The request took too long to arrive',
      code: 'request_timeout',
    });
    expect(answer.closedAfterMs).toBeLessThan(4000);
  });

  it('closes a connection whose headers never finish', async () => {
    const answer = await rawRequest([
      'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      { waitMs: 4000 },
      'X-Late: 1\r\n\r\n',
    ]);

    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeLessThan(3900);
  });
});
