import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { renderApp } from '@/testing/render-with-providers';

import { AUTH_TOKENS } from '../../../mocks/auth-handlers';
import { server } from '../../../mocks/server';

describe('header', () => {
  it('links to the five sections and to sign-in for a guest', async () => {
    renderApp({ route: '/contact' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Flights', 'Hotels', 'Cars', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/login');
  });

  it('toggles the theme and saves it under the spec key', async () => {
    const { user, store } = renderApp({ route: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(store.getState().preferences.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('switches to Arabic, right to left, and saves the language', async () => {
    const { user } = renderApp({ route: '/contact' });
    // Its name starts with what it shows, so a voice user's "click AR" finds it (WCAG 2.5.3).
    const toggle = await screen.findByRole('button', { name: /^AR\b/ });
    expect(toggle).toHaveTextContent(/^AR$/);
    expect(toggle).toHaveAccessibleName('AR: Switch language to Arabic');
    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem('language')).toBe('ar');
    expect(await screen.findByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^EN\b/ })).toHaveTextContent(/^EN$/);
  });

  it('writes numbers in Latin digits in Arabic once the traveller chooses them, and remembers it', async () => {
    const { user } = renderApp({ route: '/', language: 'ar' });
    const stats = await screen.findByRole('list', { name: 'سفر بالأرقام' }, { timeout: 10_000 });
    expect(stats).toHaveTextContent('٤٫٨');
    expect(screen.queryByRole('button', { name: 'Use Latin digits (123)' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'استخدام الأرقام اللاتينية (123)' }));
    expect(stats).toHaveTextContent('4.8');
    expect(stats).not.toHaveTextContent('٤');
    expect(window.localStorage.getItem('digits')).toBe('latn');
    expect(document.cookie).toContain('digits=latn');

    await user.click(screen.getByRole('button', { name: 'استخدام الأرقام العربية (١٢٣)' }));
    expect(stats).toHaveTextContent('٤٫٨');
    expect(window.localStorage.getItem('digits')).toBe('arab');
  });

  it('offers no digits choice in English, where digits are always Latin', async () => {
    renderApp({ route: '/contact' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('button', { name: /digits/ })).toBeNull();
  });

  it('opens the mobile menu with the same five links', async () => {
    const { user } = renderApp({ route: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('presentation');
    for (const name of ['Home', 'Flights', 'Hotels', 'Cars', 'Contact']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });
});

describe('routes', () => {
  it('shows a real 404 page for an unknown path', async () => {
    renderApp({ route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a guest from the dashboard to sign-in', async () => {
    const { router } = renderApp({ route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });
  it("draws the dashboard's frame while a stored session is checked, and sends to sign-in when it fails", async () => {
    saveTokens({ access: AUTH_TOKENS.access, refresh: null, userId: '7' });
    let answer = () => {};
    const asked = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/authentication/profile/', async () => {
        await asked;
        return HttpResponse.json({ detail: 'Token expired' }, { status: 401 });
      }),
    );
    const { router } = renderApp({ route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Account' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    answer();
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
