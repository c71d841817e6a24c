import { inDays } from './booking.ts';
import { expect, SPA_TAKEN_OVER, test } from './fixtures.ts';

// How the SPA takes over a page the server drew (src/app/start.tsx), as the browser pays for it.
// Every write to <html> and every <style> taken out of the page makes the browser restyle the
// whole page, a long task on a phone: the takeover writes the scheme once (a first visit's
// drawing names none), leaves the class sheets where they are, and moves each global style at
// most once, where emotion's Global adopts it.
test('a first visit is taken over with one write on <html>, no class sheet moved and each global style once at most', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: { html: string[]; moved: string[] } = { html: [], moved: [] };
    Object.assign(window, { seen });
    const drawn = new Map<Node, string>();
    document.addEventListener('DOMContentLoaded', () => {
      for (const style of document.querySelectorAll('style[data-emotion]')) {
        drawn.set(style, style.getAttribute('data-emotion')!);
      }
      for (const style of document.querySelectorAll('style[data-drawn-classes]')) {
        drawn.set(style, `classes ${style.getAttribute('data-drawn-classes')!}`);
      }
    });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target === document.documentElement) {
          const value = document.documentElement.getAttribute(record.attributeName!);
          seen.html.push(`${record.attributeName}: ${record.oldValue} → ${value}`);
        }
        for (const node of record.removedNodes) {
          if (drawn.has(node)) seen.moved.push(drawn.get(node)!);
        }
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeOldValue: true,
    });
  });
  await page.goto(
    `/hotels?destination=DXB&city=Dubai&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2`,
  );
  await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: /Hotels in Dubai/ })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { html: string[]; moved: string[] } }).seen,
  );
  expect(seen.html).toEqual(['data-theme: null → light']);
  expect(seen.moved.filter((style) => !style.startsWith('mui-global '))).toEqual([]);
  const movedTwice = seen.moved.filter((style, index) => seen.moved.indexOf(style) !== index);
  expect(movedTwice).toEqual([]);
});

// A styled component that wraps another (MUI's AppBar is a styled Paper) has a class of its own
// that no element carries: the drawing writes those too, so the app's first render finds every
// class it looks up already there and compiles and inserts none of them while it takes over.
test('a first visit is taken over without the app writing a class rule of its own', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const written: string[] = [];
    Object.assign(window, { written });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (/^\.mui(rtl)?-/.test(rule)) written.push(rule.slice(0, 80));
      return insertRule.call(this, rule, index);
    };
  });
  await page.goto(
    `/hotels?destination=DXB&city=Dubai&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2`,
  );
  await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
  const written = await page.evaluate(() => (window as unknown as { written: string[] }).written);
  expect(written).toEqual([]);
});
