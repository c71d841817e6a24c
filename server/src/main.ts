import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { ConfigError, loadConfig, type Config } from './plugins/config.ts';

// A wrong configuration, or a DATA_DIR another server holds: one clear line, no stack trace.
async function orExit<T>(start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config: Config = await orExit(() => loadConfig());
const app = await orExit(() => buildApp({ config }));

// On SIGINT/SIGTERM: stop accepting connections, let in-flight requests finish, then run the
// onClose hooks (mail transport, database). A second signal or 10 s without finishing exits hard.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an unexpected error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

const address = await orExit(() => app.listen({ port: config.port, host: config.host }));
app.log.info(`Safar is running at ${address} (API docs: ${address}/api/docs)`);
