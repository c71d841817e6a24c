import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { messagesHandlers, SAMPLE_MESSAGES } from '../../../../mocks/messages-handlers';
import { server } from '../../../../mocks/server';

import type { Message } from '@server/modules/messages/schemas.ts';

import { MessagesPanel } from './messages-panel';

function renderPanel(language: 'en' | 'ar' = 'en') {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  return renderWithProviders(<MessagesPanel bookingsPath="/dashboard?tab=bookings" />, {
    route: '/dashboard',
    language,
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  });
}

const message = (title: string) => screen.getByRole('listitem', { name: title });

describe('Messages tab', () => {
  it('writes each message in words, newest first, the unread ones marked', async () => {
    server.use(...messagesHandlers(SAMPLE_MESSAGES));
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Check-in is open',
      'Free cancellation ends soon',
      'Booking cancelled',
      'Booking confirmed',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 unread messages');
    expect(message('Check-in is open')).toHaveTextContent(
      'Online check-in for your flight DXB → CDG (reference K7M2QX) is open. It departs Tue, Mar 10, 2099, 8:45 AM, local time: arrive 3 hours before an international flight.',
    );
    expect(message('Check-in is open')).toHaveTextContent('New');
    expect(message('Free cancellation ends soon')).toHaveTextContent(
      'You can cancel your stay at Hotel Lumière (reference H4T3LS) free of charge until Tue, Mar 31, 2099, 3:00 PM, the hotel’s time.',
    );
    expect(message('Booking cancelled')).toHaveTextContent(
      'Your flight DXB → CDG on Tue, Mar 10, 2099, 8:45 AM (reference Z9Y8X7) is cancelled. $412 will be refunded to you.',
    );
    expect(message('Booking cancelled')).not.toHaveTextContent('New');
    expect(message('Booking confirmed')).toHaveTextContent(
      'Your flight DXB → CDG on Tue, Mar 10, 2099, 8:45 AM is booked. Reference K7M2QX, total $512.',
    );
    expect(
      within(message('Booking confirmed')).getByRole('link', { name: 'View my bookings' }),
    ).toHaveAttribute('href', '/dashboard?tab=bookings');
  });

  it('marks one as read, then all, until there are no new messages', async () => {
    server.use(...messagesHandlers(SAMPLE_MESSAGES));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Check-in is open' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 unread message'));
    expect(message('Check-in is open')).not.toHaveTextContent('New');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No new messages'));
    expect(screen.queryByRole('button', { name: /as read/ })).toBeNull();
  });

  it('says when a message cannot be marked as read, and keeps it unread', async () => {
    server.use(
      http.post('*/api/messages/:id/read/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
      ...messagesHandlers(SAMPLE_MESSAGES),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Check-in is open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message could not be marked as read.',
    );
    expect(message('Check-in is open')).toHaveTextContent('New');
  });

  it('shows ‘No new messages’ when there are none (§2)', async () => {
    server.use(...messagesHandlers());
    renderPanel();
    expect(await screen.findByText('No new messages')).toBeInTheDocument();
    expect(
      screen.getByText('Booking confirmations, cancellations and reminders will appear here.'),
    ).toBeInTheDocument();
  });

  it('offers Try Again when they cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/api/messages/', () =>
        fail ? HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }) : undefined,
      ),
      ...messagesHandlers(SAMPLE_MESSAGES),
    );
    const { user } = renderPanel();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Messages, newest first' })).toBeVisible();
  });

  it('speaks Arabic, with the route’s arrow turned round', async () => {
    server.use(...messagesHandlers(SAMPLE_MESSAGES));
    renderPanel('ar');
    const list = await screen.findByRole('list', { name: 'الرسائل، الأحدث أولًا' });
    expect(within(list).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      'تسجيل الوصول متاح الآن',
    );
    expect(screen.getByRole('status')).toHaveTextContent('رسالتان غير مقروءتين');
    const checkIn = message('تسجيل الوصول متاح الآن');
    expect(checkIn.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('رحلتك DXB ← CDG');
    expect(checkIn).toHaveTextContent('قبل ٣ ساعات');
  });

  it('tells a changed booking’s new dates and total, and what the change charged, in both languages', async () => {
    const changed: Message = {
      id: '00000000-0000-4000-a000-000000000009',
      type: 'booking_changed',
      params: {
        booking: {
          reference: 'H4T3LS',
          kind: 'hotel',
          title: 'Hotel Lumière',
          startsLocal: '2099-04-03T15:00:00',
          endsLocal: '2099-04-07T12:00:00',
        },
        total: { amount: '880.00', currency: 'USD' },
        charged: { amount: '220.00', currency: 'USD' },
        refunded: { amount: '0.00', currency: 'USD' },
      },
      createdAt: '2099-03-08T09:00:00.000Z',
      readAt: null,
    };
    server.use(...messagesHandlers([changed]));
    const { unmount } = renderPanel();
    await screen.findByRole('listitem', { name: 'Booking changed' });
    const english = message('Booking changed').textContent?.replace(/[\u2066-\u2069]/g, '');
    expect(english).toContain('Your stay at Hotel Lumière is changed: now from');
    expect(english).toContain('H4T3LS');
    expect(english).toContain('$880');
    expect(english).toContain('$220 was charged for the change.');
    unmount();

    renderPanel('ar');
    await screen.findByRole('listitem', { name: 'تم تعديل الحجز' });
    const arabic = message('تم تعديل الحجز').textContent?.replace(/[\u2066-\u2069]/g, '');
    expect(arabic).toContain('تم تعديل إقامتك في');
    expect(arabic).toContain('مقابل التعديل');
  });
});
