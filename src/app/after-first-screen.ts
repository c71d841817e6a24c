/*
 * When the server's first screen is on the traveller's screen, so the app can start loading
 * without taking the connection or the main thread from it (src/index.tsx). "On screen" is what
 * the browser itself reports: its first contentful paint and, when the first screen has main
 * pictures (the ones it asks for first, fetchpriority=high), the paint that shows them. Browsers
 * without those reports fall back to the frame after the pictures are ready.
 */

// The longest the app waits for any one of these before loading anyway.
const PICTURE_WAIT_MS = 3000;
const PAINT_REPORT_WAIT_MS = 500;

const supports = (type: string) =>
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes(type);

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// A task after the next frame's callbacks: by then the browser has painted that frame.
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves at the first performance entry of `type` that `matches` (earlier ones included). */
function firstEntry(type: string, matches: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

function ready(picture: HTMLImageElement): Promise<void> {
  // decode() waits for the download too; a broken picture is as ready as it will get.
  return Promise.race([picture.decode().catch(() => {}), timeout(PICTURE_WAIT_MS)]);
}

/**
 * Resolves once the first screen has been painted with its main pictures. A page the server drew
 * nothing into (an empty #root) has no first contentful paint to wait for, and a hidden page
 * paints nothing: there it resolves at once (and as soon as the page is hidden meanwhile).
 */
export function afterFirstScreen(): Promise<void> {
  const drawn = document.getElementById('root')?.hasChildNodes() ?? false;
  if (!drawn || document.visibilityState === 'hidden') return Promise.resolve();
  const hidden = new Promise<void>((resolve) =>
    document.addEventListener('visibilitychange', () => resolve(), { once: true }),
  );
  return Promise.race([hidden, firstScreenPainted()]);
}

async function firstScreenPainted(): Promise<void> {
  await (supports('paint')
    ? Promise.race([
        firstEntry('paint', (entry) => entry.name === 'first-contentful-paint'),
        timeout(PICTURE_WAIT_MS),
      ])
    : afterNextPaint());
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (pictures.length === 0) return;
  await Promise.all(pictures.map(ready));
  await (supports('largest-contentful-paint')
    ? Promise.race([
        firstEntry('largest-contentful-paint', (entry) =>
          pictures.includes((entry as LargestContentfulPaint).element as HTMLImageElement),
        ),
        timeout(PAINT_REPORT_WAIT_MS),
      ])
    : afterNextPaint());
}
