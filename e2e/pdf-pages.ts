import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { BrowserContext } from '@playwright/test';
import type * as PdfJs from 'unpdf/pdfjs';

import { screenshotPath } from './fixtures.ts';

// A downloaded PDF's pages as a reader sees them, for the screenshots a person looks at: drawn by
// pdf.js (the build unpdf ships, the one the text checks read with) onto canvases in a page of
// its own, one below the other. Headless Chromium has no PDF viewer of its own to show them.

const PDFJS = fileURLToPath(import.meta.resolve('unpdf/pdfjs'));
// Requests to this made-up origin are answered here; nothing leaves the machine.
const ORIGIN = 'http://pdf-pages.invalid';

/** Draws every page of `bytes` and saves them as one screenshot named `name`; the page count. */
export async function snapPdfPages(
  context: BrowserContext,
  bytes: Uint8Array,
  name: string,
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/pdfjs.mjs') {
        await route.fulfill({ contentType: 'text/javascript', body: await readFile(PDFJS) });
      } else if (pathname === '/document.pdf') {
        await route.fulfill({ contentType: 'application/pdf', body: Buffer.from(bytes) });
      } else {
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><body style="margin:0;background:#777"></body>',
        });
      }
    });
    await page.setViewportSize({ width: 900, height: 1200 });
    await page.goto(`${ORIGIN}/`);
    const pages = await page.evaluate(async (origin) => {
      const pdfjs = (await import(`${origin}/pdfjs.mjs`)) as typeof PdfJs;
      const data = new Uint8Array(await (await fetch(`${origin}/document.pdf`)).arrayBuffer());
      const pdf = await pdfjs.getDocument({ data }).promise;
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const pdfPage = await pdf.getPage(number);
        const viewport = pdfPage.getViewport({ scale: 1.4 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.cssText = 'display:block;margin:12px auto;background:#fff';
        document.body.append(canvas);
        await pdfPage.render({ canvas, viewport }).promise;
      }
      return pdf.numPages;
    }, ORIGIN);
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
    return pages;
  } finally {
    await page.close();
  }
}
