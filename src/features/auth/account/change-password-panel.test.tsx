import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_PASSWORD, AUTH_TOKENS, AUTH_USER } from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { advance, field, setupUser, typeInto, untilReal, setUpAuthTests } from '@/testing/auth';

import { ChangePasswordPanel } from './change-password-panel';

setUpAuthTests();

beforeEach(() =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }),
);

const submit = () => screen.getByRole('button', { name: 'Change Password' });

function openPanel() {
  renderWithProviders(<ChangePasswordPanel />, {
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  });
  return setupUser();
}

async function fill(
  user: ReturnType<typeof setupUser>,
  current: string,
  next: string,
  confirm: string,
) {
  for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
    await user.clear(field(label));
  }
  await typeInto(user, 'Current Password', current);
  await typeInto(user, 'New Password', next);
  await typeInto(user, 'Confirm New Password', confirm);
}

describe('Change Password', () => {
  it('stays disabled while any field is empty', async () => {
    const user = openPanel();
    expect(submit()).toBeDisabled();
    await typeInto(user, 'Current Password', AUTH_PASSWORD);
    await typeInto(user, 'New Password', 'voyage1');
    expect(submit()).toBeDisabled();
    await typeInto(user, 'Confirm New Password', 'voyage1');
    expect(submit()).toBeEnabled();
  });

  it('checks the §5 rules in order and shows only the first failure', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post('*/authentication/change-password/', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const user = openPanel();
    await fill(user, 'abc', 'abc', 'xyz');
    await user.click(submit());
    expect(
      await screen.findByText('New password must be at least 6 characters'),
    ).toBeInTheDocument();
    expect(screen.queryByText('New passwords do not match')).not.toBeInTheDocument();

    await fill(user, AUTH_PASSWORD, 'voyage1', 'voyage2');
    await user.click(submit());
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();

    await fill(user, AUTH_PASSWORD, AUTH_PASSWORD, AUTH_PASSWORD);
    await user.click(submit());
    expect(
      await screen.findByText('New password must be different from current password'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the change, disables the button meanwhile, clears the fields and the message', async () => {
    let release: () => void = () => {};
    const bodies: unknown[] = [];
    server.use(
      http.post('*/authentication/change-password/', async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ detail: 'Password changed.' });
      }),
    );
    const user = openPanel();
    await fill(user, AUTH_PASSWORD, 'voyage1', 'voyage1');
    await user.click(submit());
    await untilReal(() => expect(bodies).toHaveLength(1));
    expect(submit()).toBeDisabled();
    release();
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully!'),
    );
    // Our own refresh token goes along, so this sign-in survives the change.
    expect(bodies).toEqual([
      {
        old_password: AUTH_PASSWORD,
        new_password: 'voyage1',
        confirm_password: 'voyage1',
        refresh: AUTH_TOKENS.refresh,
      },
    ]);
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(field(label)).toHaveValue('');
    }
    expect(submit()).toBeDisabled();
    await advance(3000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says when the current password is wrong, then clears the message after 3 s', async () => {
    const user = openPanel();
    await fill(user, 'not-my-password', 'voyage1', 'voyage1');
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Current password is incorrect'),
    );
    expect(field('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('New Password')).toHaveValue('voyage1');
    await advance(3000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Failed to change password"', async () => {
    server.use(http.post('*/authentication/change-password/', () => HttpResponse.error()));
    const user = openPanel();
    await fill(user, AUTH_PASSWORD, 'voyage1', 'voyage1');
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to change password'),
    );
  });
});
