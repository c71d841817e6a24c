import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { insertOutboxMessage, listOutboxMessages } from './repository.ts';
import type { MailMessage, OutboxMessage } from './schemas.ts';

export interface MailService {
  readonly transport: 'outbox' | 'smtp';
  sendMail(message: MailMessage): Promise<void>;
  // Starts sending and returns at once; a failure is logged (without the text). For answers that
  // must not take longer when a mail goes out (forgot-password must not tell by its timing
  // whether an account exists). close() waits for these sends to finish.
  sendLater(message: MailMessage): void;
  listOutbox(
    to: string,
    window: { limit: number; offset: number },
  ): Promise<{ count: number; results: OutboxMessage[] }>;
  close(): Promise<void>;
}

export interface MailOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | null;
  mailFrom: string;
  // Whether the outbox log line carries the text. Off in production, where mail holds one-time
  // codes that logs must not keep.
  logText: boolean;
}

// One address, nothing that could smuggle in a second recipient or a header.
const SINGLE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

// Two transports. With SMTP_URL, mail goes to that server and is not stored here (the mail
// server keeps its own record, and a production database should not hold copies of every
// one-time code). Without it, mail goes to the outbox: a database table plus a log line, so
// development and end-to-end tests can read codes back through GET /api/dev/outbox/.
export function createMailService(options: MailOptions): MailService {
  const { db, log, smtpUrl, mailFrom, logText } = options;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl, { from: mailFrom }) : null;
  const pending = new Set<Promise<void>>();

  const service: MailService = {
    transport: smtp ? 'smtp' : 'outbox',
    async sendMail(message) {
      if (!SINGLE_ADDRESS.test(message.to)) {
        throw new Error('sendMail: "to" must be a single plain email address');
      }
      if (smtp) {
        await smtp.sendMail({ to: message.to, subject: message.subject, text: message.text });
        log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
        return;
      }
      await insertOutboxMessage(db, message);
      const logged = logText ? message : { to: message.to, subject: message.subject };
      log.info({ mail: logged }, `outbox: mail to ${message.to}`);
    },
    sendLater(message) {
      const sending = service
        .sendMail(message)
        .catch((err: unknown) => {
          log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    listOutbox: (to, window) => listOutboxMessages(db, to, window),
    async close() {
      await Promise.all(pending);
      smtp?.close();
    },
  };
  return service;
}
