import { globalPlugin } from '../../lib/global-plugin.ts';
import { createMailService, type MailService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  // Where mail is printed without SMTP_URL: standard output unless a test reads or hides it.
  terminal?: NodeJS.WritableStream;
}

// How often a server looks for mail the SMTP server did not take.
export const RETRY_INTERVAL_MS = 30_000;

// Mail has no HTTP routes of its own: other modules call app.mail.sendLater, and the dev module
// reads the outbox back. Production without SMTP_URL never gets here (loadConfig refuses it).
export const mailPlugin = globalPlugin<MailPluginOptions>(
  { name: 'mail', dependencies: ['config', 'db'] },
  async (app, { terminal = process.stdout }) => {
    const { smtpUrl, mailFrom, devRoutes } = app.config;
    const mail = createMailService({
      db: app.db,
      log: app.log,
      clock: app.clock,
      smtpUrl,
      mailFrom,
      terminal,
      logText: devRoutes,
    });
    app.decorate('mail', mail);

    if (!smtpUrl) {
      app.log.info('no SMTP_URL: mail is printed here, not sent');
      app.addHook('onClose', async () => mail.close());
      return;
    }

    const server = smtpServerName(smtpUrl);
    app.log.info(`mail is sent through the SMTP server at ${server}`);
    let retrying: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      retrying = mail.retryDue().catch((err: unknown) => {
        app.log.error({ err }, 'mail retry pass failed');
      });
    }, RETRY_INTERVAL_MS);
    timer.unref();
    // Said once at start; the server starts either way and keeps undelivered mail for a retry.
    app.addHook('onReady', async () => {
      mail.verify().catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        app.log.warn(
          `the SMTP server at ${server} cannot be reached (${reason}): mail is kept in the outbox and retried`,
        );
      });
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await retrying;
      await mail.close();
    });
  },
);

// host:port only: SMTP_URL may hold a password.
function smtpServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
