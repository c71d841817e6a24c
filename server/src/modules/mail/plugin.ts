import { globalPlugin } from '../../lib/global-plugin.ts';
import { createMailService, type MailService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

// Mail has no HTTP routes of its own: other modules call app.mail.sendMail, and the dev module
// reads the outbox back.
export const mailPlugin = globalPlugin(
  { name: 'mail', dependencies: ['config', 'db'] },
  async (app) => {
    const { nodeEnv, smtpUrl, mailFrom } = app.config;
    const production = nodeEnv === 'production';
    if (production && !smtpUrl) {
      app.log.warn('SMTP_URL is not set: mail is kept in the outbox table and not delivered');
    }
    const mail = createMailService({
      db: app.db,
      log: app.log,
      smtpUrl,
      mailFrom,
      // The log line carries the text (one-time codes) only where the dev routes show it anyway.
      logText: app.config.devRoutes,
    });
    app.decorate('mail', mail);
    app.addHook('onClose', async () => mail.close());
  },
);
