import { PassThrough, Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../../src/db/schema.ts';
import {
  createMailService,
  MAX_SEND_ATTEMPTS,
  retryDelayMs,
  type MailOptions,
} from '../../../src/modules/mail/service.ts';
import { signUp } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { startSmtpSink, type SmtpSink } from '../../smtp-sink.ts';

const logLines: string[] = [];
let printed = '';
let t: TestApp;
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  const mailTerminal = new PassThrough();
  mailTerminal.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream, mailTerminal });
});
afterAll(() => t.close());

const mail = { to: 'layla@example.com', subject: 'Your code', text: 'Your code is 4821.' };
const logged = () => logLines.join('');

function mailService(options: Partial<MailOptions> = {}) {
  return createMailService({
    db: t.app.db,
    log: t.app.log,
    clock: t.clock,
    smtpUrl: null,
    mailFrom: 'Safar <no-reply@safar.test>',
    terminal: new PassThrough(),
    logText: false,
    ...options,
  });
}

const rowsTo = (to: string) =>
  t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

describe('without SMTP_URL: printed in the terminal', () => {
  it('says so at start', () => {
    expect(t.app.mail.transport).toBe('terminal');
    expect(logged()).toContain('no SMTP_URL: mail is printed here, not sent');
  });

  it('prints who it is for, the subject, the code on its own line and the text, and keeps it', async () => {
    await signUp(t, { email: 'new.traveller@example.com' });

    const block = printed.slice(printed.lastIndexOf('┌'));
    const code = /│ Code: {4}(\d{4})\n/.exec(block)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(block).toContain('│ To:      new.traveller@example.com\n');
    expect(block).toContain('│ Subject: Your Safar verification code\n');
    expect(block).toContain(`│ Your Safar verification code is ${code}.\n`);
    expect(block).toMatch(/└─+\n$/);
    const found = await t.app.mail.listOutbox('new.traveller@example.com', {
      limit: 10,
      offset: 0,
    });
    expect(found.results[0]?.text).toContain(code);
  });

  it('shows control characters a traveller typed instead of sending them to the terminal', async () => {
    await t.app.mail.sendMail({ ...mail, text: 'Dear \u001b[2J\u001b]0;owned\u0007Layla' });

    expect(printed).toContain('│ Dear \ufffd[2J\ufffd]0;owned\ufffdLayla\n');
    expect(printed).not.toContain('\u001b');
  });

  it('keeps the text out of the structured log unless the dev routes show it anyway', async () => {
    const quiet = mailService();

    await quiet.sendMail({ to: 'omar@example.com', subject: 'Reset code', text: 'Code 90210' });

    expect(logged()).toContain('Reset code');
    expect(logged()).not.toContain('Code 90210');
  });

  it('keeps the mail and logs why when it cannot be printed', async () => {
    const broken = new Writable({
      write: (_chunk, _encoding, done) => done(),
    });
    broken.write = () => {
      throw new Error('EPIPE: the terminal is gone');
    };

    await mailService({ terminal: broken }).sendMail({ ...mail, to: 'unprinted@example.com' });

    expect(await rowsTo('unprinted@example.com')).toHaveLength(1);
    expect(logged()).toContain('mail could not be printed');
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
  it('returns at once; close() waits for the send to finish', async () => {
    const mailer = mailService();

    const result = mailer.sendLater({ ...mail, to: 'later@example.com' });
    await mailer.close();

    expect(result).toBeUndefined();
    const found = await t.app.mail.listOutbox('later@example.com', { limit: 10, offset: 0 });
    expect(found.results[0]).toMatchObject({ subject: mail.subject, text: mail.text });
  });

  it('logs a failure, without the text, instead of throwing', async () => {
    const mailer = mailService();

    mailer.sendLater({
      to: 'two@example.com, addresses@example.com',
      subject: 'Code',
      text: 'Code 5150',
    });
    await mailer.close();

    expect(logged()).toContain('mail could not be sent');
    expect(logged()).not.toContain('Code 5150');
  });
});

describe('with SMTP_URL', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => {
    sink.accepting = true;
  });

  it('delivers from MAIL_FROM and keeps no copy', async () => {
    const service = mailService({ smtpUrl: sink.url, logText: true });

    await service.sendMail({ ...mail, to: 'delivered@example.com' });
    await service.close();

    expect(service.transport).toBe('smtp');
    const delivered = sink.received.find((received) =>
      received.to.includes('delivered@example.com'),
    );
    expect(delivered?.from).toBe('no-reply@safar.test');
    expect(delivered).toMatchObject({
      fromHeader: '"Safar" <no-reply@safar.test>',
      subject: 'Your code',
      text: 'Your code is 4821.\n',
    });
    expect(await rowsTo('delivered@example.com')).toHaveLength(0);
  });

  it('keeps a mail the SMTP server refuses and sends it on a later pass, once', async () => {
    const service = mailService({ smtpUrl: sink.url });
    sink.accepting = false;

    await service.sendMail({ ...mail, to: 'refused@example.com' });

    const [kept] = await rowsTo('refused@example.com');
    expect(kept).toMatchObject({ attempts: 1, lastError: expect.stringContaining('451') });
    expect(kept?.nextAttemptAt?.getTime()).toBeGreaterThan(t.clock.now().getTime());
    sink.accepting = true;
    expect(await service.retryDue()).toBe(0); // not due yet

    t.clock.advance(retryDelayMs(1));
    // Two servers sharing the database look at the same moment: one sends it.
    const other = mailService({ smtpUrl: sink.url });
    const sent = await Promise.all([service.retryDue(), other.retryDue()]);

    expect(sent[0] + sent[1]).toBe(1);
    expect(
      sink.received.filter((received) => received.to.includes('refused@example.com')),
    ).toHaveLength(1);
    expect(await rowsTo('refused@example.com')).toHaveLength(0);
    await Promise.all([service.close(), other.close()]);
  });

  it(`gives up after ${MAX_SEND_ATTEMPTS} attempts and keeps the row as the record`, async () => {
    const service = mailService({ smtpUrl: sink.url });
    sink.accepting = false;

    await service.sendMail({ ...mail, to: 'never@example.com' });
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt += 1) {
      t.clock.advance(retryDelayMs(attempt));
      await service.retryDue();
    }

    const [kept] = await rowsTo('never@example.com');
    expect(kept).toMatchObject({ attempts: MAX_SEND_ATTEMPTS, nextAttemptAt: null });
    expect(logged()).toContain('mail given up');
    t.clock.advance(retryDelayMs(MAX_SEND_ATTEMPTS));
    sink.accepting = true;
    await service.retryDue();
    expect(sink.received.some((received) => received.to.includes('never@example.com'))).toBe(false);
    await service.close();
  });

  it('a sign-up succeeds while the SMTP server cannot be reached; the code waits in the outbox', async () => {
    const unreachable = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/authentication/register/',
        payload: {
          name: 'Layla Haddad',
          email: 'waiting@example.com',
          phone_number: '+971500000777',
          password: 'Desert-Falcon-42',
        },
      });
      expect(response.statusCode).toBe(201);
      await unreachable.app.mail.close();
      const rows = await unreachable.app.db.select().from(outboxMessages);
      expect(rows).toEqual([
        expect.objectContaining({
          to: 'waiting@example.com',
          attempts: 1,
          nextAttemptAt: expect.any(Date),
        }),
      ]);
      const code = /code is (\d{4})\./.exec(rows[0]?.text ?? '')?.[1];
      expect(code).toMatch(/^\d{4}$/);
      expect(response.body).not.toContain(`"${code}"`);
    } finally {
      await unreachable.close();
    }
  });
});
