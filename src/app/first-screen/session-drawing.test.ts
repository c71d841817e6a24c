import { within } from '@testing-library/react';

import { inProcessApi, request } from '@/testing/first-screen';

import { hasFirstScreen, renderFirstScreen, sharedDrawingKey } from './render-first-screen';

// A browser that holds a session says so in a cookie (src/lib/token-storage.ts); the server then
// draws its pages as the app draws them while it checks that session. It never sees a token.
const noApi = inProcessApi(() => Response.json({ detail: 'Not found' }, { status: 404 }));

async function drawn(url: string, session: boolean) {
  const screen = await renderFirstScreen({ ...request(url, noApi.api), session });
  if (!screen) return null;
  const root = document.createElement('div');
  root.innerHTML = screen.body;
  document.body.append(root);
  return within(root);
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('pages drawn for a browser that holds a session', () => {
  it("draws the dashboard's frame, its open tab named, and nothing of the account", async () => {
    const page = (await drawn('/dashboard?tab=bookings', true))!;

    expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(page.getByRole('tabpanel')).toHaveTextContent('My Bookings');
    expect(page.getByRole('button', { name: 'Logout' })).toBeDisabled();
    // The header neither offers Sign In nor names anyone while the session is checked.
    expect(page.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(noApi.requests).toEqual([]);
  });

  it('draws no dashboard for a guest: the app sends them to sign in', async () => {
    expect(hasFirstScreen('/dashboard')).toBe(false);
    expect(hasFirstScreen('/dashboard', true)).toBe(true);
    expect(await drawn('/dashboard', false)).toBeNull();
  });

  it('draws the other pages without Sign In, which a guest is offered', async () => {
    const guest = (await drawn('/login', false))!;
    const session = (await drawn('/login', true))!;

    expect(guest.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(session.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(session.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('keeps one dashboard drawing per tab, whatever else its link holds', () => {
    expect(sharedDrawingKey('/dashboard')).toBe('/dashboard?tab=profile');
    expect(sharedDrawingKey('/dashboard?tab=nonsense&utm_source=x')).toBe('/dashboard?tab=profile');
    expect(sharedDrawingKey('/dashboard?ref=mail&tab=bookings')).toBe('/dashboard?tab=bookings');
  });
});
