// bench:lighthouse's CPU calibration (bench/lighthouse.ts).
import lighthouse from 'lighthouse';

// Lighthouse slows the CPU by a constant 4x, which turns a desktop of its high-end bracket
// (benchmarkIndex 1,500-2,000) into a mid-tier phone (docs/throttling.md). This machine is a
// shared VM whose benchmarkIndex moves from ~1,300 to ~2,900 between days and between runs, so
// the same 4x emulated phones twice as fast on one day as on another: scores of 95-100 one day
// and 70-80 the next for the same build. Each mobile run is therefore calibrated, as Lighthouse's
// docs advise: a short Lighthouse run first reads the host's benchmarkIndex, and the page's run
// slows the CPU to the same emulated phone every time, REFERENCE_PHONE_INDEX (4x of the middle of
// the high-end desktop bracket). CALIBRATE=0 keeps Lighthouse's constant 4x.
const REFERENCE_PHONE_INDEX = 1750 / 4;
export const CALIBRATE = process.env.CALIBRATE !== '0';

// One short run reads a benchmarkIndex that strays far now and then (1,050 beside 2,500-2,700 in
// one bench, a slowdown of 2.4x beside 6x): the median of a few is the host's.
const CALIBRATION_RUNS = 3;

// Lighthouse's own benchmarkIndex, read by a short run on a page with nothing to draw (health's
// JSON).
async function benchmarkIndex(baseUrl: string, port: number): Promise<number> {
  const result = await lighthouse(`${baseUrl}/api/health`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: ['viewport'],
    disableStorageReset: true,
  });
  const index = result?.lhr.environment.benchmarkIndex;
  if (!index) throw new Error('Lighthouse measured no benchmarkIndex');
  return index;
}

// The CPU slowdown that makes this host, as it is now, the reference phone.
export async function calibratedSlowdown(baseUrl: string, port: number): Promise<number> {
  const indexes: number[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
    indexes.push(await benchmarkIndex(baseUrl, port));
  }
  const index = indexes.sort((a, b) => a - b)[Math.floor(CALIBRATION_RUNS / 2)]!;
  return Math.min(12, Math.max(1, Math.round((index / REFERENCE_PHONE_INDEX) * 10) / 10));
}
