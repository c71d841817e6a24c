import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import {
  AUTH_NEW_EMAIL,
  AUTH_OTP,
  AUTH_TOKENS,
  AUTH_USER,
  authHandlers,
} from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { field, installFakeClock, setupUser, typeInto, untilReal } from '@/testing/auth';

import { ProfilePanel } from './profile-panel';

jest.setTimeout(20_000);
installFakeClock();
beforeEach(() => {
  server.use(...authHandlers);
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
});

async function changeEmail() {
  const view = renderWithProviders(<ProfilePanel />, {
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  });
  const user = setupUser();
  await untilReal(() => expect(field('Email')).toHaveValue(AUTH_USER.email));
  await user.clear(field('Email'));
  await typeInto(user, 'Email', AUTH_NEW_EMAIL);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const panel = await untilReal(() =>
    screen.getByText('Confirm your new email').closest<HTMLElement>('[role="alert"]'),
  );
  if (!panel) throw new Error('no panel');
  return { ...view, user, panel };
}

const typeCode = async (user: ReturnType<typeof setupUser>, panel: HTMLElement, code: string) => {
  await user.click(within(panel).getAllByRole('textbox')[0] as HTMLElement);
  await user.keyboard(code);
};

describe('changing the email in My Profile', () => {
  it('keeps the old email until the mailed code confirms the new one', async () => {
    const { user, panel, store } = await changeEmail();

    expect(panel).toHaveTextContent(`We sent a 4-digit code to`);
    expect(panel).toHaveTextContent(AUTH_NEW_EMAIL);
    expect(store.getState().auth.user?.email).toBe(AUTH_USER.email);
    expect(field('Email')).toHaveValue(AUTH_USER.email);

    await typeCode(user, panel, AUTH_OTP);
    await user.click(within(panel).getByRole('button', { name: 'Confirm new email' }));

    await untilReal(() => expect(store.getState().auth.user?.email).toBe(AUTH_NEW_EMAIL));
    expect(screen.queryByText('Confirm your new email')).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue(AUTH_NEW_EMAIL);
    expect(screen.getByRole('status')).toHaveTextContent(`Your email is now`);
  });

  it('says a wrong code is wrong and clears the boxes for another try', async () => {
    const { user, panel, store } = await changeEmail();

    await typeCode(user, panel, '9999');
    await user.click(within(panel).getByRole('button', { name: 'Confirm new email' }));

    await untilReal(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.'),
    );
    expect(store.getState().auth.user?.email).toBe(AUTH_USER.email);
    for (const box of within(panel).getAllByRole('textbox')) expect(box).toHaveValue('');
  });

  it('asks for all four digits before sending anything', async () => {
    let confirmations = 0;
    server.use(
      http.post('*/authentication/profile/confirm-email/', () => {
        confirmations += 1;
        return HttpResponse.json(AUTH_USER);
      }),
    );
    const { user, panel } = await changeEmail();

    await typeCode(user, panel, '12');
    await user.click(within(panel).getByRole('button', { name: 'Confirm new email' }));

    expect(within(panel).getByRole('alert')).toHaveTextContent('Please enter all 4 digits');
    expect(confirmations).toBe(0);
  });

  it('keeps the current email when asked, and drops the pending one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/authentication/profile/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        const moving = body.email !== AUTH_USER.email;
        return HttpResponse.json({
          ...AUTH_USER,
          pending_email: moving ? body.email : null,
        });
      }),
    );
    const { user, panel } = await changeEmail();

    await user.click(within(panel).getByRole('button', { name: /^Keep / }));

    await untilReal(() =>
      expect(screen.queryByText('Confirm your new email')).not.toBeInTheDocument(),
    );
    expect(bodies.at(-1)).toMatchObject({ email: AUTH_USER.email });
    expect(screen.getByRole('status')).toHaveTextContent('You keep your current email.');
  });
});
