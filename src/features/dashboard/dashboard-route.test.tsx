import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { ChangePasswordPanel } from '@/features/auth/account/change-password-panel';
import { ProfilePanel } from '@/features/auth/account/profile-panel';
import { useAccountSummary } from '@/features/auth/hooks/use-account-summary';
import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { FavoritesPanel } from '@/features/favorites/components/favorites-panel';
import { flightBookingView } from '@/features/flights/bookings/flight-booking-view';
import { MessagesPanel } from '@/features/messages/components/messages-panel';
import { MyReportsPanel } from '@/features/support/components/my-reports-panel';
import { setupUser, untilReal, setUpAuthTests } from '@/testing/auth';
import { readTokens, saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER } from '../../../mocks/auth-handlers';
import { server } from '../../../mocks/server';

import { DashboardRoute } from './dashboard-route';
import { NOTIFICATION_SETTINGS_KEY } from './hooks/use-notification-settings';

setUpAuthTests();

/** The dashboard as the app layer composes it, with the other features' panels. */
function ComposedDashboard() {
  return (
    <DashboardRoute
      account={useAccountSummary()}
      profile={<ProfilePanel />}
      changePassword={<ChangePasswordPanel />}
      bookings={
        <MyBookingsPanel
          views={{ flight: flightBookingView }}
          documentLanguage={{ lang: 'en', digits: 'arab' }}
        />
      }
      reports={<MyReportsPanel />}
      favorites={<FavoritesPanel views={{}} />}
      messages={<MessagesPanel bookingsPath="/dashboard?tab=bookings" />}
    />
  );
}

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

async function openDashboard({
  user = AUTH_USER,
  search = '',
  language = 'en' as 'en' | 'ar',
} = {}) {
  const view = renderWithProviders(<ComposedDashboard />, {
    route: '/dashboard',
    language,
    preloadedState: { auth: { user, accessToken: AUTH_TOKENS.access } },
  });
  if (search) await act(() => view.router.navigate(`/dashboard${search}`, { replace: true }));
  return { ...view, user: setupUser() };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('dashboard', () => {
  it('shows the sidebar and opens My Profile by default', async () => {
    await openDashboard();
    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(within(sidebar).getByText(AUTH_USER.name)).toBeInTheDocument();
    // The account's age, not a 'Premium Member' status nobody earned.
    expect(within(sidebar).getByText('Member since March 2026')).toBeInTheDocument();
    expect(within(sidebar).queryByText(/Premium/)).not.toBeInTheDocument();
    expect(
      within(sidebar)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual([
      'My Profile',
      'My Bookings',
      'Favorites',
      'Messages',
      'Problem reports',
      'Settings',
    ]);
    expect(tab('My Profile')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await untilReal(() => expect(within(panel()).getByText('Gold Status')).toBeInTheDocument());
  });

  it('draws its frame while the stored session is checked, and the account and panel once it is back', async () => {
    let profileBack = () => {};
    const answered = new Promise<void>((resolve) => (profileBack = resolve));
    server.use(
      http.get('*/authentication/profile/', async () => {
        await answered;
        return HttpResponse.json(AUTH_USER);
      }),
    );
    const { router } = renderWithProviders(<ComposedDashboard />, { route: '/dashboard' });
    await act(() => router.navigate('/dashboard?tab=bookings', { replace: true }));
    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(tab('My Bookings')).toHaveAttribute('aria-selected', 'true');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeDisabled();
    expect(within(sidebar).queryByText(AUTH_USER.name)).not.toBeInTheDocument();
    expect(within(panel()).queryByText('No bookings yet')).not.toBeInTheDocument();

    profileBack();
    expect(await within(sidebar).findByText(AUTH_USER.name)).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(await within(panel()).findByText('No bookings yet')).toBeInTheDocument();
  });

  it('calls a nameless user "User"', async () => {
    await openDashboard({ user: { ...AUTH_USER, name: '' } });
    const sidebar = screen.getByRole('complementary', { name: 'Account' });
    expect(within(sidebar).getByText('User')).toBeInTheDocument();
  });

  it('keeps the open tab in the URL, so reload and Back work', async () => {
    const { user, router } = await openDashboard();
    await user.click(tab('Settings'));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(within(panel()).getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await user.click(tab('Messages'));
    expect(router.state.location.search).toBe('?tab=messages');
    expect(await within(panel()).findByText('No new messages')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(tab('My Profile')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab the URL names, and My Profile for an unknown one', async () => {
    const { router } = await openDashboard({ search: '?tab=settings' });
    expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate('/dashboard?tab=nonsense'));
    expect(tab('My Profile')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows friendly empty states for bookings and favorites', async () => {
    const { user } = await openDashboard({ search: '?tab=bookings' });
    expect(await within(panel()).findByText('No bookings yet')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Search flights' })).toHaveAttribute(
      'href',
      '/flights',
    );
    await user.click(tab('Favorites'));
    expect(await within(panel()).findByText('No favorites yet')).toBeInTheDocument();
  });

  it('starts the notification toggles at the §2 defaults and remembers changes', async () => {
    const first = await openDashboard({ search: '?tab=settings' });
    const toggle = (name: string) => screen.getByRole('switch', { name });
    expect(toggle('Email notifications')).toBeChecked();
    expect(toggle('SMS notifications')).not.toBeChecked();
    expect(toggle('Marketing emails')).toBeChecked();
    await first.user.click(toggle('SMS notifications'));
    await first.user.click(toggle('Marketing emails'));
    expect(JSON.parse(window.localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '')).toEqual({
      email: true,
      sms: true,
      marketing: false,
    });
    first.unmount();

    await openDashboard({ search: '?tab=settings' });
    expect(toggle('Email notifications')).toBeChecked();
    expect(toggle('SMS notifications')).toBeChecked();
    expect(toggle('Marketing emails')).not.toBeChecked();
  });

  it('ignores stored toggles that are not booleans, or not JSON', async () => {
    window.localStorage.setItem(NOTIFICATION_SETTINGS_KEY, '{"email":"no","sms":true}');
    const first = await openDashboard({ search: '?tab=settings' });
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    first.unmount();

    window.localStorage.setItem(NOTIFICATION_SETTINGS_KEY, 'not json');
    await openDashboard({ search: '?tab=settings' });
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
  });

  it('puts the Change Password form in Settings', async () => {
    await openDashboard({ search: '?tab=settings' });
    expect(within(panel()).getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });

  it('logs out, clearing the user even when the call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post('*/authentication/logout/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user, store } = await openDashboard({ search: '?tab=messages' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await untilReal(() => expect(store.getState().auth.user).toBeNull());
    expect(store.getState().auth.accessToken).toBeNull();
    expect(readTokens()).toBeNull();
    warn.mockRestore();
  });

  it('is in Arabic', async () => {
    await openDashboard({ language: 'ar', search: '?tab=messages' });
    expect(screen.getByRole('heading', { name: 'حسابي' })).toBeInTheDocument();
    expect(await within(panel()).findByText('لا توجد رسائل جديدة')).toBeInTheDocument();
    expect(screen.getByText('عضو منذ مارس ٢٠٢٦')).toBeInTheDocument();
  });
});
