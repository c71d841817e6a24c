import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Builds the SPA when dist/ is missing or older than anything it is built from, so
// `npm start` and the browser tests always serve the current code.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(repoRoot, 'dist/index.html');
// server/src/shared is bundled into the app too (the redaction, report codes, digits).
const sources = [
  'src',
  'public',
  'server/src/shared',
  'webpack.config.ts',
  'babel.config.js',
  'package-lock.json',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

export function buildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestChange(path.join(repoRoot, source)) > builtAt);
}

export function ensureBuild(): void {
  if (!buildIsStale()) return;
  console.log('Building the web app (webpack, production)…');
  const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`The web app build failed (exit code ${result.status ?? 'unknown'}).`);
  }
}
