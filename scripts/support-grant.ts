// npm run support:grant -- someone@example.com            makes the account support staff
// npm run support:grant -- --revoke someone@example.com   makes it a traveller again
// Reads DATA_DIR or DATABASE_URL like the server. On the embedded database, stop the server first.
import { ConfigError, loadConfig } from '../server/src/plugins/config.ts';
import { DataDirLockedError } from '../server/src/db/data-dir-lock.ts';
import { setSupportRole } from '../server/src/modules/support/grant.ts';
import type { FastifyBaseLogger } from 'fastify';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const emails = args.filter((arg) => arg !== '--revoke');

if (emails.length !== 1 || !emails[0]?.includes('@')) {
  process.stderr.write('Usage: npm run support:grant -- [--revoke] someone@example.com\n');
  process.exit(2);
}
const email = emails[0];

// The database client only logs a PostgreSQL connection lost while idle.
const log = { error: (...parts: unknown[]) => console.error(...parts) } as FastifyBaseLogger;

try {
  const config = loadConfig();
  const changed = await setSupportRole(config.database, email, !revoke, log);
  if (!changed) {
    process.stderr.write(`No account has the email ${email}.\n`);
    process.exit(1);
  }
  process.stdout.write(
    revoke ? `${email} is no longer support staff.\n` : `${email} is now support staff.\n`,
  );
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
