import { bearer, type SignedIn } from '../../../accounts.ts';
import type { TestApp } from '../../../helper.ts';
import { nativeRequire } from '../../../native-require.ts';

// Shared by the document tests: fetching a booking's documents, and reading a PDF's text back
// with pdf.js (through unpdf) as a reader would.

interface Unpdf {
  extractText(
    data: Uint8Array,
    options: { mergePages: true },
  ): Promise<{ totalPages: number; text: string }>;
}
// unpdf loads pdf.js with import(), which Jest's CommonJS sandbox cannot run: Node loads it.
const unpdf = nativeRequire('unpdf') as Unpdf;

export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await unpdf.extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
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
