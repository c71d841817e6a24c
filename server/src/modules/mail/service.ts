import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  claimDueMessages,
  deleteOutboxMessage,
  insertOutboxMessage,
  listOutboxMessages,
  recordFailedAttempt,
  type OutboxRow,
} from './repository.ts';
import type { MailMessage, OutboxMessage } from './schemas.ts';
import { mailForTerminal } from './terminal.ts';

// Two transports.
// - terminal (no SMTP_URL, the default start): each mail is printed in the terminal for the person
//   who started the server and kept in outbox_messages, which the dev routes read back.
// - smtp: each mail is written to outbox_messages first, then handed to the SMTP server and its
//   row deleted (a production database keeps no copies of one-time codes). A mail the SMTP server
//   does not take stays, and retryDue() tries it again with a growing delay, from any server that
//   shares the database, until MAX_SEND_ATTEMPTS.
// Neither ever fails the request that caused the mail: callers use sendLater, and a failure is
// logged (without the text) and leaves the row.

export const MAX_SEND_ATTEMPTS = 10;
// 1, 2, 4 … minutes after each failed attempt, at most an hour: ten attempts span about 4.5 hours.
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);
// How long a server holds a row it is sending before another may take it.
const SEND_LEASE_MS = 120_000;
const RETRY_BATCH = 20;

export interface MailService {
  readonly transport: 'terminal' | 'smtp';
  sendMail(message: MailMessage): Promise<void>;
  // Starts sending and returns at once. For answers that must not take longer when a mail goes
  // out (forgot-password must not tell by its timing whether an account exists). close() waits
  // for these sends to finish.
  sendLater(message: MailMessage): void;
  // SMTP only: one pass over the mail that is due for another attempt. Returns how many it sent.
  retryDue(): Promise<number>;
  // SMTP only: whether the SMTP server answers; the error otherwise.
  verify(): Promise<void>;
  listOutbox(
    to: string,
    window: { limit: number; offset: number },
  ): Promise<{ count: number; results: OutboxMessage[] }>;
  close(): Promise<void>;
}

export interface MailOptions {
  db: Database;
  log: FastifyBaseLogger;
  clock: Clock;
  smtpUrl: string | null;
  mailFrom: string;
  // Where the terminal transport prints.
  terminal: NodeJS.WritableStream;
  // Whether the structured log line carries the text. Only where the dev routes show it anyway:
  // logs are kept and shipped, and must not hold one-time codes.
  logText: boolean;
}

// One address, nothing that could smuggle in a second recipient or a header.
const SINGLE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

export function createMailService(options: MailOptions): MailService {
  const { db, log, clock, smtpUrl, mailFrom, terminal, logText } = options;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl, { from: mailFrom }) : null;
  const pending = new Set<Promise<unknown>>();
  const after = (ms: number) => new Date(clock.now().getTime() + ms);
  const logged = (message: MailMessage) =>
    logText ? message : { to: message.to, subject: message.subject };

  async function printAndKeep(message: MailMessage): Promise<void> {
    try {
      terminal.write(mailForTerminal(message));
      log.info({ mail: logged(message) }, `mail to ${message.to} printed in the terminal`);
    } catch (err) {
      log.error({ err, to: message.to, subject: message.subject }, 'mail could not be printed');
    }
    await insertOutboxMessage(db, message, null);
  }

  async function deliver(transport: Transporter, row: OutboxRow): Promise<boolean> {
    try {
      await transport.sendMail({ to: row.to, subject: row.subject, text: row.text });
    } catch (error) {
      const attempts = row.attempts + 1;
      const nextAttemptAt = attempts < MAX_SEND_ATTEMPTS ? after(retryDelayMs(attempts)) : null;
      const lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
      await recordFailedAttempt(db, row.id, { attempts, lastError, nextAttemptAt });
      log.error(
        { to: row.to, subject: row.subject, attempts, nextAttemptAt, error: lastError },
        nextAttemptAt ? 'mail not taken by the SMTP server; kept for a retry' : 'mail given up',
      );
      return false;
    }
    await deleteOutboxMessage(db, row.id);
    log.info({ mail: { to: row.to, subject: row.subject } }, 'mail sent over SMTP');
    return true;
  }

  const service: MailService = {
    transport: smtp ? 'smtp' : 'terminal',
    async sendMail(message) {
      if (!SINGLE_ADDRESS.test(message.to)) {
        throw new Error('sendMail: "to" must be a single plain email address');
      }
      if (!smtp) return printAndKeep(message);
      // Leased from the start, so a retry pass cannot take it while this first attempt runs.
      const row = await insertOutboxMessage(db, message, after(SEND_LEASE_MS));
      await deliver(smtp, row);
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
    async retryDue() {
      if (!smtp) return 0;
      const rows = await claimDueMessages(db, clock.now(), after(SEND_LEASE_MS), RETRY_BATCH);
      let sent = 0;
      for (const row of rows) if (await deliver(smtp, row)) sent += 1;
      return sent;
    },
    async verify() {
      await smtp?.verify();
    },
    listOutbox: (to, window) => listOutboxMessages(db, to, window),
    async close() {
      await Promise.all(pending);
      smtp?.close();
    },
  };
  return service;
}
