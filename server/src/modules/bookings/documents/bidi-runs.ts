import bidiModule from 'bidi-js';

// One line of text as the Unicode bidirectional algorithm orders it for the eye: runs of one
// direction, listed left to right. A run keeps its characters in logical order: the PDF font's
// shaping (fontkit) joins an Arabic run's letters and lays them right to left itself, so what
// is left to do here is where each run goes and which mirrored glyph a bracket takes.

// bidi-js is a CommonJS module whose module.exports is the factory, but its types declare an
// ES default export, which NodeNext reads as module.exports.default.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

// An identifier (a reference, a phone number, an email address) kept in one left-to-right piece
// inside Arabic: without it, the groups of '+971 50 123 4567' would be laid out right to left.
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
// A name or an address from the data, in whichever script it is written: its own first letter
// sets its direction, so '139 New Road' keeps its number in front inside Arabic.
export const isolate = (text: string) => `\u2068${text}\u2069`;

export interface VisualRun {
  // The run's characters in logical order, brackets already mirrored in a right-to-left run.
  text: string;
  rtl: boolean;
  // Where the run comes in the logical text, so drawing can follow reading order.
  logicalIndex: number;
}

export function visualRuns(text: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs: { text: string; level: number; logicalIndex: number }[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const level = embedding.levels[index] ?? 0;
    const char = mirrored.get(index) ?? text[index];
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ text: char ?? '', level, logicalIndex: runs.length });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs
  // at that level or above.
  const levels = runs.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length;) {
      if ((runs[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return runs.map((run) => ({
    text: run.text,
    rtl: run.level % 2 === 1,
    logicalIndex: run.logicalIndex,
  }));
}
