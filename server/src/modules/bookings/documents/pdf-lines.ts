import { visualRuns } from './bidi-runs.ts';

// One line of a document on the page: the bidi algorithm (bidi-runs.ts) orders its runs, and
// every run is cut into pieces the font can shape on its own. A piece is placed left to right
// on the page, but drawn in reading order, so a reader that extracts the text (or a screen
// reader) meets it in logical order.

export type Doc = PDFKit.PDFDocument;
export type Direction = 'ltr' | 'rtl';
// Where a line sits in its box: at the start of the reading direction, or at its end.
export type Align = 'start' | 'end';

export const LINE_GAP = 4;
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
// Directional isolates (isolateLtr) order the runs and are never drawn: Cairo has no glyph for
// them.
const printable = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

// What to hand the font, in visual order (left to right). PDFKit lays a string out word by
// word and puts the words side by side from the left, so a right-to-left run of several words
// would come out in logical order with its spaces lost: such a run goes one word at a time, the
// words from the last to the first. fontkit shapes and lays out one Arabic word right to left
// itself; a word of punctuation alone it would not, so it is reversed here. A left-to-right run
// holding Arabic-script characters (Arabic-Indic digits) goes one character at a time, so the
// font cannot take it for right-to-left.
function piecesOf(run: { text: string; rtl: boolean }): string[] {
  if (run.rtl) {
    return run.text
      .split(/( )/)
      .filter((token) => token !== '')
      .reverse()
      .map((token) => (ARABIC_SCRIPT.test(token) ? token : [...token].reverse().join('')));
  }
  return ARABIC_SCRIPT.test(run.text) ? [...run.text] : [run.text];
}

export function drawLine(
  doc: Doc,
  text: string,
  box: { left: number; width: number },
  direction: Direction,
  align: Align = 'start',
) {
  const y = doc.y;
  const runs = visualRuns(text, direction).map((run) => {
    const pieces = piecesOf({ ...run, text: printable(run.text) }).map((piece) => ({
      piece,
      width: doc.widthOfString(piece),
    }));
    return { ...run, pieces };
  });
  const total = runs.reduce(
    (sum, run) => sum + run.pieces.reduce((runSum, piece) => runSum + piece.width, 0),
    0,
  );
  const atLeft = (direction === 'ltr') === (align === 'start');
  let x = atLeft ? box.left : box.left + box.width - total;
  const placed = runs.map((run) => ({
    ...run,
    pieces: run.pieces.map((piece) => {
      const at = x;
      x += piece.width;
      return { ...piece, x: at };
    }),
  }));
  placed.sort((a, b) => a.logicalIndex - b.logicalIndex);
  for (const run of placed) {
    const pieces = run.rtl ? [...run.pieces].reverse() : run.pieces;
    for (const piece of pieces) {
      if (piece.piece.trim() !== '') doc.text(piece.piece, piece.x, y, { lineBreak: false });
    }
  }
  doc.y = y + doc.currentLineHeight() + LINE_GAP;
}

// Greedy wrapping by words, measured in logical order (shaping changes widths only slightly).
// Each word is measured once and a line's width is the sum of its words and spaces: measuring
// the line so far at every word laid a paragraph out once per word (most of a document's cost).
export function wrap(doc: Doc, text: string, width: number): string[] {
  const space = doc.widthOfString(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(' ')) {
    const wordWidth = doc.widthOfString(printable(word));
    if (line !== '' && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      lineWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines;
}
