import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { renderApp } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER, authHandlers } from '../../../mocks/auth-handlers';
import { bookingsHandlers, makeFlightBooking } from '../../../mocks/bookings-handlers';
import { messagesHandlers, SAMPLE_MESSAGES } from '../../../mocks/messages-handlers';
import { server } from '../../../mocks/server';

// The header's unread count, for a signed-in traveller (issue 10).
jest.setTimeout(30_000);

function renderSignedIn(route: string, language: 'en' | 'ar' = 'en') {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  return renderApp({
    route,
    language,
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  });
}

beforeEach(() => server.use(...authHandlers));

describe('unread messages in the header', () => {
  it('shows the count and leads to Messages', async () => {
    server.use(...messagesHandlers(SAMPLE_MESSAGES));
    renderSignedIn('/contact');
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveAttribute('href', '/dashboard?tab=messages');
    expect(link).toHaveTextContent('2');
  });

  it('says ‘No new messages’ when none is unread, and in Arabic', async () => {
    server.use(...messagesHandlers());
    renderSignedIn('/contact', 'ar');
    expect(
      await screen.findByRole('link', { name: 'الرسائل، لا توجد رسائل جديدة' }),
    ).toBeInTheDocument();
  });

  it('is not there for a guest', async () => {
    renderApp({ route: '/contact' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
  });

  it('is in the phone menu too', async () => {
    server.use(...messagesHandlers(SAMPLE_MESSAGES));
    const { user } = renderSignedIn('/contact');
    await screen.findByRole('link', { name: 'Messages, 2 unread' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('presentation');
    expect(within(menu).getByRole('link', { name: 'Messages, 2 unread' })).toHaveAttribute(
      'href',
      '/dashboard?tab=messages',
    );
  });

  it('counts the cancellation’s message as soon as a booking is cancelled', async () => {
    let unread = 0;
    server.use(
      http.get('*/api/messages/unread/', () => HttpResponse.json({ unread })),
      http.post('*/api/bookings/:reference/cancel/', () => {
        unread += 1;
        return undefined;
      }),
      ...bookingsHandlers([makeFlightBooking({ id: 'b1', reference: 'ABC123' })]),
    );
    const { user } = renderSignedIn('/dashboard');
    await screen.findByRole('link', { name: 'Messages, no new messages' });
    await user.click(await screen.findByRole('tab', { name: 'My Bookings' }, { timeout: 15_000 }));
    await user.click(
      await screen.findByRole('button', { name: 'Cancel booking ABC123' }, { timeout: 15_000 }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking ABC123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument(),
    );
  });
});
