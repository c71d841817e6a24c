import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ensureBuild } from '../scripts/ensure-build.ts';

import { startServer } from './server.ts';

// Starts the real server (production build, embedded database in a throwaway DATA_DIR) on a
// free loopback port, and hands its URL to the tests through E2E_BASE_URL.
export default async function globalSetup() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'safar-e2e-'));
  const server = await startServer(dataDir);
  process.env.E2E_BASE_URL = server.baseUrl;

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
