import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { renderWithProviders } from '@/testing/render-with-providers';

import { server } from '../../../../mocks/server';

import { MyReportsPanel } from './my-reports-panel';

jest.setTimeout(30_000);

const report = (code: string) => ({
  code,
  page: '/flights/results',
  description: 'Search failed',
  action_count: 12,
  created_at: '2026-11-24T10:00:00.000Z',
  expires_at: '2026-12-24T10:00:00.000Z',
});

it('lists the traveller’s reports and deletes one after asking', async () => {
  let reports = [report('K7M49QXD'), report('ABCDEFGH')];
  server.use(
    http.get('*/api/support/reports/mine/', () =>
      HttpResponse.json({ count: reports.length, next: null, previous: null, results: reports }),
    ),
    http.delete('*/api/support/reports/:code/', ({ params }) => {
      reports = reports.filter((item) => item.code !== params.code);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderWithProviders(<MyReportsPanel />);

  expect(await screen.findByText('K7M49QXD')).toBeInTheDocument();
  expect(screen.getAllByText(/12 steps/)).toHaveLength(2);
  // The deletion is still to come: it reads in the future tense, never 'Deleted on'.
  expect(screen.getAllByText(/Will be deleted on Dec 24, 2026/)).toHaveLength(2);
  expect(screen.queryByText(/Deleted on/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete report K7M49QXD' }));
  await user.click(await screen.findByRole('button', { name: 'Delete report' }));

  await waitFor(() => expect(screen.queryByText('K7M49QXD')).not.toBeInTheDocument());
  expect(screen.getByText('ABCDEFGH')).toBeInTheDocument();
  expect(await screen.findByText('Report deleted')).toBeInTheDocument();
});

it('says so when there are none', async () => {
  server.use(
    http.get('*/api/support/reports/mine/', () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
  );
  renderWithProviders(<MyReportsPanel />, { language: 'ar' });
  expect(await screen.findByText('لا توجد بلاغات')).toBeInTheDocument();
});
