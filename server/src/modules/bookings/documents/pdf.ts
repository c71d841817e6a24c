import PDFDocument from 'pdfkit';
import { visualRuns } from './bidi-runs.ts';
import type { DocumentContent } from './content.ts';
import { DOCUMENT_FONTS } from './fonts.ts';
import type { DocumentLanguage } from './options.ts';

// Draws a document's content on A4 pages: English from the left, Arabic from the right. Each
// line goes through the bidi algorithm (bidi-runs.ts) and its runs are placed left to right on
// the page, but drawn in reading order, so a reader that extracts the text (or a screen reader)
// meets it in logical order.

const MARGIN = 48;
const LABEL_WIDTH = 170;
const GAP = 12;
const SIZE = { title: 20, banner: 13, heading: 13, row: 10.5 };
const LINE_GAP = 4;
const BANNER_COLOUR = '#b00020';
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

type Doc = PDFKit.PDFDocument;
type Direction = 'ltr' | 'rtl';

// What to hand the font for a run. fontkit lays a run with Arabic letters out right to left
// itself; a right-to-left run of punctuation alone it would not, so it is reversed here; and a
// left-to-right run holding Arabic-script characters (Arabic-Indic digits) goes one character
// at a time, so the font cannot take it for right-to-left.
function piecesOf(run: { text: string; rtl: boolean }): string[] {
  const arabic = ARABIC_SCRIPT.test(run.text);
  if (run.rtl) return [arabic ? run.text : [...run.text].reverse().join('')];
  return arabic ? [...run.text] : [run.text];
}

function drawLine(doc: Doc, text: string, left: number, width: number, direction: Direction) {
  const y = doc.y;
  const runs = visualRuns(text, direction).map((run) => {
    const pieces = piecesOf(run).map((piece) => ({ piece, width: doc.widthOfString(piece) }));
    return { ...run, pieces };
  });
  const total = runs.reduce(
    (sum, run) => sum + run.pieces.reduce((runSum, piece) => runSum + piece.width, 0),
    0,
  );
  let x = direction === 'rtl' ? left + width - total : left;
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
    for (const piece of run.pieces) doc.text(piece.piece, piece.x, y, { lineBreak: false });
  }
  doc.y = y + doc.currentLineHeight() + LINE_GAP;
}

// Greedy wrapping by words, measured in logical order (shaping changes widths only slightly).
function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && doc.widthOfString(candidate) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  lines.push(line);
  return lines;
}

function ensureRoom(doc: Doc, lines: number) {
  const needed = lines * (doc.currentLineHeight() + LINE_GAP);
  if (doc.y + needed > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function drawBlock(doc: Doc, text: string, left: number, width: number, direction: Direction) {
  const lines = wrap(doc, text, width);
  ensureRoom(doc, lines.length);
  for (const line of lines) drawLine(doc, line, left, width, direction);
}

export function renderPdf(content: DocumentContent, lang: DocumentLanguage): Promise<Buffer> {
  const direction: Direction = lang === 'ar' ? 'rtl' : 'ltr';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang,
    info: { Title: content.title, Author: 'Safar' },
  });
  doc.registerFont('regular', DOCUMENT_FONTS.regular);
  doc.registerFont('bold', DOCUMENT_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  doc.y = MARGIN;
  doc.font('bold').fontSize(SIZE.title);
  drawBlock(doc, `Safar · ${content.title}`, left, width, direction);
  if (content.banner) {
    doc.fillColor(BANNER_COLOUR).fontSize(SIZE.banner);
    drawBlock(doc, content.banner, left, width, direction);
    doc.fillColor('black');
  }
  const valueWidth = width - LABEL_WIDTH - GAP;
  // The label column is at the start of the line: the left in English, the right in Arabic.
  const labelLeft = direction === 'ltr' ? left : left + width - LABEL_WIDTH;
  const valueLeft = direction === 'ltr' ? left + LABEL_WIDTH + GAP : left;
  for (const section of content.sections) {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(SIZE.heading);
    drawBlock(doc, section.heading, left, width, direction);
    doc.font('regular').fontSize(SIZE.row);
    for (const row of section.rows) {
      const labels = wrap(doc, row.label, LABEL_WIDTH);
      const values = wrap(doc, row.value, valueWidth);
      ensureRoom(doc, Math.max(labels.length, values.length));
      const top = doc.y;
      for (const line of labels) drawLine(doc, line, labelLeft, LABEL_WIDTH, direction);
      const afterLabels = doc.y;
      doc.y = top;
      for (const line of values) drawLine(doc, line, valueLeft, valueWidth, direction);
      doc.y = Math.max(doc.y, afterLabels);
    }
  }
  doc.end();
  return done;
}
