import { Piscina } from 'piscina';
import type { PdfTask } from './pdf-worker.ts';

// One thread that builds PDFs (piscina: it starts, restarts and stops the worker and carries
// each task's result or error back). One is enough: the overload plugin lets one document be
// built at a time and a few wait; what matters is that the server's own thread stays free for
// every other request while a PDF is shaped and laid out.
const IDLE_MS = 60_000;

export interface PdfPool {
  build(task: PdfTask): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfPool(): PdfPool {
  const pool = new Piscina<PdfTask, Uint8Array>({
    filename: new URL('./pdf-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
  });
  return {
    async build(task) {
      const bytes = await pool.run(task);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.destroy(),
  };
}
