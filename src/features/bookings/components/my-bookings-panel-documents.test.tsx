import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { CAIRO, HOTEL, PARIS, item, openPanel } from '@/testing/my-bookings';

import { AUTH_TOKENS } from '../../../../mocks/auth-handlers';
import {
  FIXED_ICS,
  FIXED_PDF,
  bookingDocumentsHandlers,
  type DocumentRequest,
} from '../../../../mocks/booking-documents-handlers';
import { server } from '../../../../mocks/server';

jest.setTimeout(20_000);

// jsdom has no object URLs and cannot follow a download link: both are stubbed, and what the
// link would have saved is recorded.
const BLOB_URL = 'blob:http://localhost/document-1';
let saved: { href: string; download: string }[];
let created: Blob[];
const createObjectURL = jest.fn((blob: Blob) => {
  created.push(blob);
  return BLOB_URL;
});
const revokeObjectURL = jest.fn();

beforeEach(() => {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  saved = [];
  created = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('My Bookings documents', () => {
  it('offers a flight’s e-ticket, a stay’s voucher, and only the receipt of a cancelled booking', async () => {
    openPanel([PARIS, HOTEL, CAIRO], { handlers: bookingDocumentsHandlers() });
    const paris = await screen.findByRole('group', { name: 'Documents for booking ABC123' });
    expect(
      within(paris)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['E-ticket', 'Receipt', 'Add to calendar']);
    const hotel = screen.getByRole('group', { name: 'Documents for booking HTL555' });
    expect(within(hotel).getByRole('button', { name: 'Voucher' })).toBeEnabled();
    const cairo = screen.getByRole('group', { name: 'Documents for booking CAI001' });
    expect(
      within(cairo)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Receipt']);
  });

  it('fetches the calendar file with the bearer token in English and saves it', async () => {
    const sent: DocumentRequest[] = [];
    const { user } = openPanel([PARIS], { handlers: bookingDocumentsHandlers(sent) });
    const paris = await screen.findByRole('group', { name: 'Documents for booking ABC123' });
    await user.click(within(paris).getByRole('button', { name: 'Add to calendar' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe('/api/bookings/ABC123/documents/calendar.ics');
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ lang: 'en', digits: 'arab' });
    expect(sent[0]!.authorization).toBe(`Bearer ${AUTH_TOKENS.access}`);
    expect(await created[0]!.text()).toBe(FIXED_ICS);
    expect(saved[0]).toEqual({ href: BLOB_URL, download: 'safar-ABC123.ics' });
    // The link is gone and, a moment later, the file's memory freed.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(BLOB_URL), { timeout: 3000 });
  });

  it('asks for the receipt in the traveller’s Arabic and digits, showing the button busy meanwhile', async () => {
    const sent: DocumentRequest[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const slow = http.get('*/api/bookings/:reference/documents/:file', async ({ request }) => {
      sent.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
      await answered;
      return new HttpResponse(FIXED_PDF, { headers: { 'content-type': 'application/pdf' } });
    });
    const { user } = openPanel([PARIS], { language: 'ar', digits: 'latn', handlers: [slow] });
    const row = await screen.findByRole('group', { name: 'مستندات الحجز ABC123' });
    const receipt = within(row).getByRole('button', { name: 'الإيصال' });
    await user.click(receipt);

    await waitFor(() => expect(receipt).toBeDisabled());
    expect(within(receipt).getByRole('progressbar')).toBeInTheDocument();
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({ lang: 'ar', digits: 'latn' });
    expect(sent[0]!.url.pathname).toBe('/api/bookings/ABC123/documents/receipt.pdf');
    answer();
    await waitFor(() =>
      expect(saved).toEqual([{ href: BLOB_URL, download: 'safar-ABC123-receipt.pdf' }]),
    );
    expect(await created[0]!.text()).toBe(FIXED_PDF);
    await waitFor(() => expect(receipt).toBeEnabled());
  });

  it('tells the server’s reason when a document cannot be had, and its own words offline', async () => {
    const refused = http.get('*/api/bookings/:reference/documents/:file', () =>
      HttpResponse.json({ detail: 'Booking not found.', code: 'not_found' }, { status: 404 }),
    );
    const { user } = openPanel([PARIS], { handlers: [refused] });
    const paris = await screen.findByRole('group', { name: 'Documents for booking ABC123' });
    await user.click(within(paris).getByRole('button', { name: 'E-ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found.');
    expect(saved).toHaveLength(0);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(within(paris).getByRole('button', { name: 'E-ticket' })).toBeEnabled();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    server.use(http.get('*/api/bookings/:reference/documents/:file', () => HttpResponse.error()));
    await user.click(
      within(item('Dubai (DXB) to Paris (CDG)')).getByRole('button', { name: 'Receipt' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not download the document of booking ABC123. Please check your connection and try again.',
    );
  });

  it('says in Arabic that too many documents were asked for, not the server’s English', async () => {
    const limited = http.get('*/api/bookings/:reference/documents/:file', () =>
      HttpResponse.json(
        {
          detail: 'Too many documents from your address. Please wait a moment and try again.',
          code: 'rate_limited',
        },
        { status: 429, headers: { 'retry-after': '42' } },
      ),
    );
    const { user } = openPanel([PARIS], { language: 'ar', handlers: [limited] });
    await user.click(await screen.findByRole('button', { name: 'الإيصال' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'طلبت مستندات كثيرة في الدقيقة الأخيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    );
    expect(saved).toHaveLength(0);
  });
});
