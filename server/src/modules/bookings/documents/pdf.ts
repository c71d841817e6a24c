import PDFDocument from 'pdfkit';
import type { DocumentContent, DocumentSection } from './content.ts';
import { DOCUMENT_FONTS } from './fonts.ts';
import type { DocumentLanguage } from './options.ts';
import { drawLine, LINE_GAP, wrap, type Direction, type Doc } from './pdf-lines.ts';

// Draws a document's content on A4 pages, English from the left and Arabic from the right (each
// line through pdf-lines.ts): a header with the Safar name and the document's title over a rule,
// then sections of label/value rows; the price as a table, the amounts in a column at the end of
// the line and the total in bold under a rule.

const MARGIN = 48;
const LABEL_WIDTH = 170;
const AMOUNT_WIDTH = 140;
const GAP = 12;
const SIZE = { brand: 24, title: 16, banner: 13, heading: 13, row: 10.5 };
const COLOUR = { brand: '#0b5e8e', banner: '#b00020', rule: '#c8ccd0', text: 'black' };

interface Page {
  left: number;
  width: number;
  direction: Direction;
}

function ensureRoom(doc: Doc, lines: number) {
  const needed = lines * (doc.currentLineHeight() + LINE_GAP);
  if (doc.y + needed > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

function drawBlock(doc: Doc, text: string, page: Page) {
  const lines = wrap(doc, text, page.width);
  ensureRoom(doc, lines.length);
  for (const line of lines) drawLine(doc, line, page, page.direction);
}

function rule(doc: Doc, page: Page, colour: string, y = doc.y) {
  doc
    .save()
    .moveTo(page.left, y)
    .lineTo(page.left + page.width, y)
    .lineWidth(colour === COLOUR.brand ? 1.5 : 0.5)
    .strokeColor(colour)
    .stroke()
    .restore();
}

// "Safar" at the start of the line, the document's title at its end, on one baseline.
function drawHeader(doc: Doc, content: DocumentContent, page: Page) {
  const top = doc.y;
  doc.font('bold').fontSize(SIZE.brand).fillColor(COLOUR.brand);
  drawLine(doc, 'Safar', page, page.direction);
  const below = doc.y;
  doc.fontSize(SIZE.title).fillColor(COLOUR.text);
  doc.y = top + (SIZE.brand - SIZE.title);
  drawLine(doc, content.title, page, page.direction, 'end');
  doc.y = below + 2;
  rule(doc, page, COLOUR.brand);
  doc.y += 8;
}

function drawRows(doc: Doc, section: DocumentSection, page: Page) {
  const valueWidth = page.width - LABEL_WIDTH - GAP;
  // The label column is at the start of the line: the left in English, the right in Arabic.
  const ltr = page.direction === 'ltr';
  const labelBox = { left: ltr ? page.left : page.left + valueWidth + GAP, width: LABEL_WIDTH };
  const valueBox = { left: ltr ? page.left + LABEL_WIDTH + GAP : page.left, width: valueWidth };
  for (const row of section.rows) {
    const labels = wrap(doc, row.label, LABEL_WIDTH);
    const values = wrap(doc, row.value, valueWidth);
    ensureRoom(doc, Math.max(labels.length, values.length));
    const top = doc.y;
    for (const line of labels) drawLine(doc, line, labelBox, page.direction);
    const afterLabels = doc.y;
    doc.y = top;
    for (const line of values) drawLine(doc, line, valueBox, page.direction);
    doc.y = Math.max(doc.y, afterLabels);
  }
}

// The price lines, then the total (the section's last row): amounts aligned at the end of the
// line, where a reader adds them up.
function drawTable(doc: Doc, section: DocumentSection, page: Page) {
  const ltr = page.direction === 'ltr';
  const itemWidth = page.width - AMOUNT_WIDTH - GAP;
  const itemBox = { left: ltr ? page.left : page.left + AMOUNT_WIDTH + GAP, width: itemWidth };
  const amountBox = { left: ltr ? page.left + itemWidth + GAP : page.left, width: AMOUNT_WIDTH };
  section.rows.forEach((row, index) => {
    const total = index === section.rows.length - 1;
    ensureRoom(doc, total ? 2 : 1);
    if (total) {
      rule(doc, page, COLOUR.text, doc.y - LINE_GAP / 2);
      doc.font('bold');
    }
    const top = doc.y;
    drawLine(doc, row.label, itemBox, page.direction);
    doc.y = top;
    drawLine(doc, row.value, amountBox, page.direction, 'end');
    if (!total) rule(doc, page, COLOUR.rule, doc.y - LINE_GAP / 2);
  });
  doc.font('regular');
}

export function renderPdf(content: DocumentContent, lang: DocumentLanguage): Promise<Buffer> {
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

  const page: Page = {
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
    direction: lang === 'ar' ? 'rtl' : 'ltr',
  };
  doc.y = MARGIN;
  drawHeader(doc, content, page);
  if (content.banner) {
    doc.font('bold').fillColor(COLOUR.banner).fontSize(SIZE.banner);
    drawBlock(doc, content.banner, page);
    doc.fillColor(COLOUR.text);
  }
  for (const section of content.sections) {
    doc.moveDown(0.5);
    // A heading stays with its first rows: room for it and two rows, or a new page.
    doc.fontSize(SIZE.row);
    ensureRoom(doc, 4);
    doc.font('bold').fontSize(SIZE.heading);
    drawBlock(doc, section.heading, page);
    doc.font('regular').fontSize(SIZE.row);
    if (section.table) drawTable(doc, section, page);
    else drawRows(doc, section, page);
  }
  doc.end();
  return done;
}
