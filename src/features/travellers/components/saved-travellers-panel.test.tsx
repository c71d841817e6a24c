import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { travellersHandlers } from '../../../../mocks/travellers-handlers';
import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { SavedTravellersPanel } from './saved-travellers-panel';

const LAYLA = {
  id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Layla Haddad',
  gender: 'female' as const,
  dateOfBirth: '1990-05-17',
  nationality: 'UAE' as const,
  passportNumber: 'N1234567',
  passportExpiry: '2031-01-31',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);
const signedIn = { preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } } };

it('lists the saved travellers and removes one after asking', async () => {
  server.use(...travellersHandlers([LAYLA]));
  const { user } = renderWithProviders(<SavedTravellersPanel />, signedIn);
  const row = (await screen.findByText('Layla Haddad')).closest('li')!;
  expect(within(row).getByText('Born May 17, 1990')).toBeInTheDocument();
  expect(
    within(row).getByText(/Passport .N1234567., valid until Jan 31, 2031/),
  ).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Remove Layla Haddad' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove Layla Haddad?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Layla Haddad was removed.')).toBeInTheDocument();
  expect(await screen.findByText('No saved travellers yet')).toBeInTheDocument();
});

it('says when the list cannot be loaded, and tries again', async () => {
  let fail = true;
  server.use(
    http.get('*/authentication/profile/travellers/', () =>
      fail ? HttpResponse.json({ detail: 'Down' }, { status: 503 }) : HttpResponse.json([LAYLA]),
    ),
  );
  const { user } = renderWithProviders(<SavedTravellersPanel />, signedIn);
  expect(
    await screen.findByText('We could not load your saved travellers.', {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('Layla Haddad')).toBeInTheDocument();
});
