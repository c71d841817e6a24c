import { createServer, type AddressInfo, type Server } from 'node:net';
import { PassThrough } from 'node:stream';
import { outboxMessages } from '../../../src/db/schema.ts';
import { createMailService } from '../../../src/modules/mail/service.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t.close());

const mail = { to: 'layla@example.com', subject: 'Your code', text: 'Your code is 4821.' };

describe('the outbox transport (no SMTP_URL)', () => {
  it('stores the message and prints it to the log', async () => {
    expect(t.app.mail.transport).toBe('outbox');

    await t.app.mail.sendMail(mail);

    const found = await t.app.mail.listOutbox('layla@example.com', { limit: 10, offset: 0 });
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject(mail);
    expect(logLines.join('')).toContain('Your code is 4821.');
  });

  it('keeps the text out of the log when told to (production)', async () => {
    const quiet = createMailService({
      db: t.app.db,
      log: t.app.log,
      smtpUrl: null,
      mailFrom: 'Safar <no-reply@safar.test>',
      logText: false,
    });

    await quiet.sendMail({ to: 'omar@example.com', subject: 'Reset code', text: 'Code 90210' });

    expect(logLines.join('')).toContain('Reset code');
    expect(logLines.join('')).not.toContain('Code 90210');
  });

  it.each(['a@example.com, b@example.com', 'a@example.com\nBcc: b@example.com', 'Layla <a@b.co>'])(
    'refuses anything but one plain address: %j',
    async (to) => {
      await expect(t.app.mail.sendMail({ ...mail, to })).rejects.toThrow(
        'single plain email address',
      );
    },
  );
});

describe('sendLater', () => {
  const service = () =>
    createMailService({
      db: t.app.db,
      log: t.app.log,
      smtpUrl: null,
      mailFrom: 'Safar <no-reply@safar.test>',
      logText: false,
    });

  it('returns at once; close() waits for the send to finish', async () => {
    const mailer = service();

    const result = mailer.sendLater({ ...mail, to: 'later@example.com' });
    await mailer.close();

    expect(result).toBeUndefined();
    const found = await t.app.mail.listOutbox('later@example.com', { limit: 10, offset: 0 });
    expect(found.results[0]).toMatchObject({ subject: mail.subject, text: mail.text });
  });

  it('logs a failure, without the text, instead of throwing', async () => {
    const mailer = service();

    mailer.sendLater({
      to: 'two@example.com, addresses@example.com',
      subject: 'Code',
      text: 'Code 5150',
    });
    await mailer.close();

    const logged = logLines.join('');
    expect(logged).toContain('mail could not be sent');
    expect(logged).not.toContain('Code 5150');
  });
});

describe('the SMTP transport (SMTP_URL set)', () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers to the SMTP server from MAIL_FROM and keeps no copy', async () => {
    const service = createMailService({
      db: t.app.db,
      log: t.app.log,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Safar <no-reply@safar.test>',
      logText: true,
    });
    const storedBefore = await t.app.db.$count(outboxMessages);

    await service.sendMail({ ...mail, to: 'omar@example.com' });
    await service.close();

    expect(service.transport).toBe('smtp');
    expect(smtp.received).toContain('RCPT TO:<omar@example.com>');
    expect(smtp.received).toContain('From: Safar <no-reply@safar.test>');
    expect(smtp.received).toContain('Your code is 4821.');
    expect(await t.app.db.$count(outboxMessages)).toBe(storedBefore);
  });
});

interface FakeSmtpServer {
  port: number;
  received: string;
  close(): Promise<void>;
}

// Just enough of RFC 5321 for one plain (no TLS, no auth) delivery.
async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const state = { received: '' };
  const server: Server = createServer((socket) => {
    let inData = false;
    socket.write('220 fake.smtp ready\r\n');
    socket.on('data', (chunk) => {
      const text = chunk.toString();
      state.received += text;
      if (inData) {
        if (state.received.endsWith('\r\n.\r\n')) {
          inData = false;
          socket.write('250 queued\r\n');
        }
        return;
      }
      for (const line of text.split('\r\n').filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get received() {
      return state.received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
