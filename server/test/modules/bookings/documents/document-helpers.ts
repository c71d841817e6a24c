import type { CarBooking } from '../../../../src/modules/cars/booking/schemas.ts';
import { bearer, type SignedIn } from '../../../accounts.ts';
import type { TestApp } from '../../../helper.ts';
import { nativeRequire } from '../../../native-require.ts';
import { orderBody, rentalQuery, search } from '../../cars/car-helpers.ts';

// Shared by the document tests: fetching a booking's documents, and reading a PDF's text back
// with pdf.js (through unpdf) as a reader would.

interface TextItem {
  str: string;
  transform: number[];
}
interface Unpdf {
  getDocumentProxy(data: Uint8Array): Promise<{
    numPages: number;
    getPage(
      number: number,
    ): Promise<{ getTextContent(): Promise<{ items: (TextItem | { type: string })[] }> }>;
  }>;
}
// unpdf loads pdf.js with import(), which Jest's CommonJS sandbox cannot run: Node loads it.
const unpdf = nativeRequire('unpdf') as Unpdf;

// The text as pdf.js extracts it, one printed line per line: items on the same baseline joined
// by a space (a label and its value stay apart), in the order they are drawn. pdf.js gives each
// Arabic word its letters in logical order (it undoes the glyphs' visual order), but the words of
// an Arabic run in visual order, and a ligature's letters reversed: tests look for single words.
export async function pdfLines(bytes: Buffer): Promise<string[]> {
  const pdf = await unpdf.getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const byBaseline = new Map<number, string[]>();
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] ?? 0);
      byBaseline.set(y, [...(byBaseline.get(y) ?? []), item.str]);
    }
    const ys = [...byBaseline.keys()].sort((a, b) => b - a);
    for (const y of ys) lines.push((byBaseline.get(y) ?? []).join(' '));
  }
  return lines;
}

// The first page's words with where they are drawn (x from the left edge), one baseline's words
// sorted left to right: the order an eye meets them on the page, whatever order they were drawn.
export async function pdfPageWords(bytes: Buffer): Promise<string[][]> {
  const pdf = await unpdf.getDocumentProxy(new Uint8Array(bytes));
  const page = await pdf.getPage(1);
  const byBaseline = new Map<number, { str: string; x: number }[]>();
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const y = Math.round(item.transform[5] ?? 0);
    const x = item.transform[4] ?? 0;
    byBaseline.set(y, [...(byBaseline.get(y) ?? []), { str: item.str, x }]);
  }
  return [...byBaseline.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, words]) => words.sort((a, b) => a.x - b.x).map((word) => word.str));
}

export const pdfText = async (bytes: Buffer) => (await pdfLines(bytes)).join('\n');

// The price lines' amounts and the total as printed in English (or Latin digits), in minor units.
export function printedPrices(lines: string[], currency: string, totalWord: string) {
  const amount = (line: string) => {
    const found = [...line.matchAll(new RegExp(`(\\d+\\.\\d{2}) ${currency}`, 'g'))].at(-1);
    return found ? Math.round(Number(found[1]) * 100) : null;
  };
  const start = lines.findIndex((line) => line.trim() === 'Price');
  const end = lines.findIndex((line, index) => index > start && line.startsWith(totalWord));
  const items = lines.slice(start + 1, end).map(amount);
  return { items, total: amount(lines[end] ?? '') };
}

export function getDocument(t: TestApp, user: SignedIn | null, path: string) {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: user ? bearer(user.access) : {},
  });
}

export const documentPath = (reference: string, file: string, query = '') =>
  `/api/bookings/${reference}/documents/${file}${query ? `?${query}` : ''}`;

// Amounts printed as '1234.56 USD' (or in Arabic-Indic digits): every amount in a text, in
// minor units.
export const ARABIC_INDIC = /[\u0660-\u0669]/;
export const toLatinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.');

interface IcalTime {
  toJSDate(): Date;
}
export interface IcalEvent {
  startDate: IcalTime;
  endDate: IcalTime;
  summary: string;
  location: string;
  description: string;
}
interface IcalModule {
  parse(text: string): unknown;
  Component: new (data: unknown) => { getAllSubcomponents(name: string): unknown[] };
  Event: new (component: unknown) => IcalEvent;
}
// ical.js is published as ES modules only: Node loads it (see native-require.ts).
const ICAL = nativeRequire('ical.js') as IcalModule & { default?: IcalModule };

// A calendar file's events as a calendar application reads them.
export function icalEvents(text: string): IcalEvent[] {
  const ical = ICAL.default ?? ICAL;
  return new ical.Component(ical.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ical.Event(component));
}

/** A car rental at Dubai Airport 20 days ahead for 3 days, booked by `user`: a booking to print. */
export async function bookCarRental(t: TestApp, user: SignedIn, key: string): Promise<CarBooking> {
  const [offer] = (await search(t, await rentalQuery(t, 'DXB', 20, 3))).results;
  if (!offer) throw new Error('no car offer');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cars/bookings/',
    payload: orderBody(offer.id, user.account.email),
    headers: { ...bearer(user.access), 'idempotency-key': key },
  });
  if (response.statusCode !== 201) throw new Error(`car booking: ${response.body}`);
  return response.json() as CarBooking;
}
