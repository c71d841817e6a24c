import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { tokensStored } from '@/features/auth/auth-slice';
import arSupport from '@/i18n/locales/ar/support.json';
import enSupport from '@/i18n/locales/en/support.json';
import { renderWithProviders } from '@/testing/render-with-providers';

import { server } from '../../../mocks/server';

import { ReportProblemButton } from './report-problem-button';

jest.setTimeout(30_000);

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLWJ5dGVz';

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

it('support translations have the same keys in English and Arabic', () => {
  expect(new Set(keysOf(arSupport))).toEqual(new Set(keysOf(enSupport)));
});

it('shows what will be sent, redacted, sends it with consent and shows the code', async () => {
  let sent: unknown = null;
  server.use(
    http.post('*/api/support/reports/', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(
        {
          code: 'K7M49QXD',
          created_at: '2026-11-24T10:00:00.000Z',
          expires_at: '2026-12-24T10:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  const { store, user } = renderWithProviders(<ReportProblemButton />);
  store.dispatch(tokensStored(JWT));

  await user.click(screen.getByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  await user.type(
    within(dialog).getByLabelText('What happened? (optional)'),
    'Card 4111 1111 1111 1111 was refused, mail me at layla@example.com',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Show the data' }));
  await waitFor(() =>
    expect(within(dialog).getByTestId('support-report-preview')).toHaveTextContent('[card-1]'),
  );
  const preview = within(dialog).getByTestId('support-report-preview').textContent ?? '';
  // The token the store held is in the state sent, as a placeholder.
  expect(preview).toContain('"accessToken": "[token-1]"');
  expect(preview).not.toMatch(/4111|layla@example\.com|eyJhbGci/);

  const sendButton = within(dialog).getByRole('button', { name: 'Send report' });
  expect(sendButton).toBeDisabled();
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(sendButton);

  expect(await screen.findByTestId('support-report-code')).toHaveTextContent('K7M49QXD');
  expect(JSON.stringify(sent)).toBe(JSON.stringify(JSON.parse(preview)));
});
