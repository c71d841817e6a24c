import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import webpack, { type StatsChunkGroup } from 'webpack';

import { repoRoot } from '../scripts/ensure-build.ts';
import webpackConfig from '../webpack.config.ts';

// Builds the production bundle and prints what the home page downloads before any interaction
// (the entry's JS and CSS plus the home route's chunk), and the largest route chunk.
// Budget: home initial JS ≤ 250 KB gzip.

const BUDGET_KB = 250;
const dist = path.join(repoRoot, 'dist');

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const stats = await new Promise<webpack.StatsCompilation>((resolve, reject) => {
  webpack(webpackConfig({}, { mode: 'production' }), (error, result) => {
    if (error || !result || result.hasErrors())
      reject(error ?? new Error(result?.toString('errors-only')));
    else resolve(result.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: true }));
  });
});

const filesOf = (group: StatsChunkGroup | undefined) =>
  (group?.assets ?? []).map((asset) => asset.name).filter((name) => /\.(js|css)$/.test(name));

const entryFiles = filesOf(stats.entrypoints?.main);
const homeFiles = filesOf(stats.namedChunkGroups?.home);
const initial = [...new Set([...entryFiles, ...homeFiles])];
const sum = (files: string[], ext: string) =>
  files.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipKb(file), 0);

const routeGroups = Object.entries(stats.namedChunkGroups ?? {}).filter(
  ([name]) => name !== 'main',
);
const routeSizes = routeGroups
  .map(([name, group]) => ({
    name,
    kb: filesOf(group)
      .filter((file) => file.endsWith('.js') && !entryFiles.includes(file))
      .reduce((total, file) => total + gzipKb(file), 0),
  }))
  .sort((a, b) => b.kb - a.kb);

const homeJs = sum(initial, '.js');
console.log('\nBundle (gzip -9)');
console.table({
  'home initial JS': `${homeJs.toFixed(1)} KB (budget ${BUDGET_KB} KB)`,
  'home initial CSS': `${sum(initial, '.css').toFixed(1)} KB`,
  'largest route chunk': routeSizes[0]
    ? `${routeSizes[0].name}: ${routeSizes[0].kb.toFixed(1)} KB`
    : 'none',
});
console.table(
  Object.fromEntries(routeSizes.map((route) => [route.name, `${route.kb.toFixed(1)} KB`])),
);
console.log(
  homeJs <= BUDGET_KB ? 'Within budget.' : `OVER BUDGET by ${(homeJs - BUDGET_KB).toFixed(1)} KB.`,
);
