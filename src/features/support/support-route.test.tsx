import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { SupportReportDetail } from '@server/modules/support/schemas.ts';

import { saveTokens } from '@/lib/token-storage';
import { renderApp } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../mocks/auth-handlers';
import { server } from '../../../mocks/server';

jest.setTimeout(30_000);

const REQUEST_ID = '6a1f0d0e-3b7c-4a55-9a5e-0c1d2e3f4a5b';
const REPORT: SupportReportDetail = {
  code: 'K7M49QXD',
  created_at: '2026-11-24T10:00:00.000Z',
  expires_at: '2026-12-24T10:00:00.000Z',
  description: 'The search failed. Mail me at [email-1]',
  page: '/flights?originLocationCode=DXB',
  language: 'ar',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  signed_in: true,
  requests: [
    {
      endpoint: 'searchFlightOffers',
      status: 'rejected',
      httpStatus: 500,
      requestId: REQUEST_ID,
      startedAt: 1_795_860_000_000,
    },
  ],
  steps: [
    { type: 'api/executeQuery/pending', at: '2026-11-24T09:59:00.000Z', request: null },
    {
      type: 'api/executeQuery/rejected',
      at: '2026-11-24T09:59:01.000Z',
      request: {
        endpoint: 'searchFlightOffers',
        status: 'rejected',
        httpStatus: 500,
        requestId: REQUEST_ID,
      },
    },
    ...Array.from({ length: 4 }, () => ({
      type: 'flightBooking/bookingDraftSaved',
      at: '2026-11-24T09:59:30.000Z',
      request: null,
    })),
    { type: 'preferences/languageChanged', at: null, request: null },
  ],
};
const FILE = JSON.stringify({ payload: '[]', preloadedState: '{}' });

function signIn(role: 'support' | 'traveller') {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  server.use(
    http.get('*/authentication/profile/', () => HttpResponse.json({ ...AUTH_USER, role })),
  );
  return { auth: { user: { ...AUTH_USER, role }, accessToken: AUTH_TOKENS.access } };
}

function answerReports(answer: (code: string) => Response) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/support/reports/:code/', ({ params }) => {
      asked.push(String(params.code));
      return answer(String(params.code));
    }),
    http.get('*/api/support/reports/:code/download/', () =>
      HttpResponse.text(FILE, { headers: { 'content-type': 'application/json' } }),
    ),
  );
  return asked;
}

async function openCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  const field = await screen.findByLabelText('Report code');
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Open report' }));
}

describe('the support screen', () => {
  it('opens a report by its code as read out, and shows what support needs', async () => {
    const asked = answerReports(() => HttpResponse.json(REPORT));
    const { user, router } = renderApp({ route: '/support', preloadedState: signIn('support') });
    await openCode(user, 'k7m4-9qxd ');

    expect(await screen.findByRole('heading', { name: 'Report K7M49QXD' })).toBeVisible();
    expect(asked).toEqual(['K7M49QXD']);
    expect(router.state.location.search).toBe('?code=K7M49QXD');
    expect(screen.getByTestId('support-report-description')).toHaveTextContent(
      'The search failed. Mail me at [email-1]',
    );
    expect(screen.getByText(REPORT.page)).toBeVisible();
    expect(screen.getByText('Arabic')).toBeVisible();
    expect(screen.getByText(REPORT.user_agent)).toBeVisible();
    expect(screen.getByText('A signed-in traveller')).toBeVisible();

    const requests = screen.getByRole('list', { name: 'Requests' });
    expect(within(requests).getByText('searchFlightOffers')).toBeVisible();
    expect(within(requests).getByText('Failed')).toBeVisible();
    expect(within(requests).getByText('HTTP 500')).toBeVisible();
    expect(within(requests).getByText(REQUEST_ID)).toBeVisible();

    const steps = within(screen.getByTestId('support-report-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1 · .*App step: api\/executeQuery\/pending$/),
      expect.stringMatching(/^2 · .*searchFlightOffers\u2069 failed.*HTTP 500.*6a1f0d0e/),
      expect.stringMatching(
        /^3 · .*App step: flightBooking\/bookingDraftSaved · 4 times in a row$/,
      ),
      '7 · time not recorded' + 'App step: preferences/languageChanged',
    ]);
  });

  it('downloads the file for Redux DevTools under the report’s name', async () => {
    answerReports(() => HttpResponse.json(REPORT));
    const saved: { name?: string; blob?: Blob } = {};
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.blob = blob;
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
    });
    const { user } = renderApp({ route: '/support', preloadedState: signIn('support') });
    await openCode(user, 'K7M49QXD');
    await user.click(await screen.findByRole('button', { name: 'Download for Redux DevTools' }));
    await waitFor(() => expect(saved.name).toBe('safar-report-K7M49QXD.json'));
    expect(await saved.blob?.text()).toBe(FILE);
    click.mockRestore();
  });

  it('says what is wrong with a code: not a code, unknown, or too many reads', async () => {
    answerReports((code) =>
      code === 'ZZZZZZZZ'
        ? HttpResponse.json({ detail: 'Report not found', code: 'not_found' }, { status: 404 })
        : HttpResponse.json(
            { detail: 'Too many reports read.', code: 'rate_limited' },
            { status: 429, headers: { 'retry-after': '60' } },
          ),
    );
    const { user } = renderApp({ route: '/support', preloadedState: signIn('support') });
    await openCode(user, 'K7M4');
    expect(
      screen.getByText('A report code is 8 letters and digits (no I, O, 0 or 1), e.g. K7M49QXD.'),
    ).toBeVisible();
    await openCode(user, 'ZZZZZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No report has this code. Reports are deleted 30 days after they are sent.',
    );
    await openCode(user, 'K7M49QXD');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'You have read many reports in the last hour.',
      ),
    );
  });

  it('is refused to a traveller, who never asks for a report', async () => {
    const asked = answerReports(() => HttpResponse.json(REPORT));
    renderApp({ route: '/support', preloadedState: signIn('traveller') });
    expect(
      await screen.findByRole('heading', { name: 'For Safar support staff only' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Report code')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('reads in Arabic', async () => {
    answerReports(() => HttpResponse.json(REPORT));
    const { user } = renderApp({
      route: '/support',
      language: 'ar',
      preloadedState: signIn('support'),
    });
    expect(await screen.findByRole('heading', { name: 'بلاغات الدعم' })).toBeVisible();
    await user.type(screen.getByLabelText('رمز البلاغ'), 'K7M49QXD');
    await user.click(screen.getByRole('button', { name: 'فتح البلاغ' }));
    expect(await screen.findByRole('heading', { name: 'البلاغ K7M49QXD' })).toBeVisible();
    expect(screen.getByText('العربية')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تنزيل لـ Redux DevTools' })).toBeVisible();
    const requests = screen.getByRole('list', { name: 'الطلبات' });
    expect(within(requests).getByText('فشل')).toBeVisible();
  });
});
