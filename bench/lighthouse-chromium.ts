// bench:lighthouse's Chromium (bench/lighthouse.ts): a browser of its own on a new profile for each
// run, and a signed-in traveller's tokens kept in that profile's localStorage.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium as playwrightChromium } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './server-under-test.ts';

export async function launchChromium(): Promise<{
  port: number;
  process: ChildProcess;
  dir: string;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'safar-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${dir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not start')), 30_000);
    chromium.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.on('exit', () => reject(new Error(`Chromium exited: ${seen.slice(-500)}`)));
  });
  return { port, process: chromium, dir };
}

/**
 * Writes localStorage items and cookies into the browser's profile from a page of the site that is
 * not the app's (so nothing of the app is cached before the audit).
 */
export async function keepInStorage(
  baseUrl: string,
  port: number,
  { items, cookies = {} }: { items: Record<string, string>; cookies?: Record<string, string> },
) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const tab = await browser.contexts()[0]!.newPage();
    await tab.goto(`${baseUrl}/api/health`);
    await tab.evaluate(
      ({ items, cookies }) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        for (const [name, value] of Object.entries(cookies)) {
          document.cookie = `${name}=${value}; path=/; samesite=lax`;
        }
      },
      { items, cookies },
    );
    await tab.close();
  } finally {
    await browser.close();
  }
}
