// Names a position in the production build (dist/assets/*.js) by the source it was built from,
// through the build's source maps: for the benches that read Chromium's CPU profiles.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { SourceMapConsumer } from 'source-map-js';

import { repoRoot } from './server-under-test.ts';

/** A CPU profile's call frame: a position in a script (line and column from 0). */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const BUILD = process.env.BENCH_DIST ?? path.join(repoRoot, 'dist');
const maps = new Map<string, SourceMapConsumer | null>();

/** The source file of a built position (node_modules/ shortened to ~), with its line and name. */
function sourceOf({ url, lineNumber, columnNumber }: CallFrame) {
  const file = url.split('/').pop() ?? '';
  if (!file) return null;
  if (!maps.has(file)) {
    try {
      const map = readFileSync(path.join(BUILD, 'assets', `${file}.map`), 'utf8');
      maps.set(file, new SourceMapConsumer(JSON.parse(map) as never));
    } catch {
      maps.set(file, null);
    }
  }
  const found = maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!found?.source) return { file, source: null };
  const source = found.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '~');
  return { file, source, line: found.line, name: found.name };
}

/** `source:line name` of a built file's position, or the file's name where it has no map. */
export function originalOf(frame: CallFrame): string {
  const found = sourceOf(frame);
  if (!found) return '';
  if (!found.source) return found.file;
  return `${found.source}:${found.line} ${found.name ?? ''}`.trim();
}

/** The package (`~name`) or the app's source file a built position comes from. */
export function moduleOf(frame: CallFrame): string {
  const found = sourceOf(frame);
  if (!found) return '';
  if (!found.source) return found.file;
  const inPackage = /^~((?:@[^/]+\/)?[^/]+)/.exec(found.source);
  return inPackage ? `~${inPackage[1]}` : found.source.replace(/^\.\//, '');
}
