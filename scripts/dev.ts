import { spawn } from 'node:child_process';
import path from 'node:path';

import { repoRoot } from './ensure-build.ts';

// `npm run dev`: the API server and webpack's dev server with hot reload, which proxies
// /api, /authentication and /media to the API. Ctrl+C stops both.
const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--watch', path.join(repoRoot, 'server/src/main.ts')], {
    stdio: 'inherit',
    // The outbox and code-expiry routes are for development only, so only this script turns them on.
    env: { SAFAR_DEV_ROUTES: '1', ...process.env, PORT: apiPort },
  }),
  spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
    { stdio: 'inherit', env: { ...process.env, PORT: apiPort } },
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
