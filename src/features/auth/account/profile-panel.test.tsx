import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';

import { saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import {
  AUTH_TOKENS,
  AUTH_USER,
  authError,
  UPLOADED_AVATAR_URL,
} from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { advance, field, setupUser, typeInto, untilReal, setUpAuthTests } from '@/testing/auth';

import { ProfilePanel } from './profile-panel';

setUpAuthTests();

beforeEach(() => {
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' });
  // jsdom has no object URLs; the preview only needs a stable one.
  URL.createObjectURL = jest.fn(() => 'blob:avatar-preview');
  URL.revokeObjectURL = jest.fn();
});

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
// Node's File, like the Blob and FormData the test environment's fetch uses (jsdom's File would
// reach the request as the text "[object File]").
const imageFile = (bytes: number, type = 'image/png', name = 'me.png') =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

async function openProfile(options: Parameters<typeof setupUser>[0] = {}) {
  const view = renderWithProviders(<ProfilePanel />, {
    preloadedState: { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } },
  });
  const user = setupUser(options);
  await untilReal(() => expect(field('Full Name')).toHaveValue(AUTH_USER.name));
  return { ...view, user };
}

describe('My Profile', () => {
  it('says it is loading, then fills the form and shows the Gold Status badge', async () => {
    renderWithProviders(<ProfilePanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    await untilReal(() => expect(field('Full Name')).toHaveValue(AUTH_USER.name));
    expect(field('Email')).toHaveValue(AUTH_USER.email);
    expect(field('Phone Number')).toHaveValue(AUTH_USER.phone_number);
    expect(screen.getByText('Gold Status')).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded, and Retry asks again', async () => {
    let answer = () => HttpResponse.json({ detail: 'Internal server error' }, { status: 500 });
    server.use(
      http.get('*/authentication/profile/', () => {
        return answer();
      }),
    );
    const view = renderWithProviders(<ProfilePanel />);
    const user = setupUser();
    const alert = await untilReal(() => screen.getByRole('alert'));
    expect(alert).toHaveTextContent('Failed to load profile');
    answer = () => HttpResponse.json(AUTH_USER);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await untilReal(() => expect(field('Full Name')).toHaveValue(AUTH_USER.name));
    expect(view.store.getState().auth.user).toEqual(AUTH_USER);
  });

  it('saves the changes as JSON, updates the session user and clears the message after 3 s', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/authentication/profile/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({ ...AUTH_USER, ...body });
      }),
    );
    const { user, store } = await openProfile();
    await user.clear(field('Full Name'));
    await typeInto(user, 'Full Name', 'Layla H. Haddad');
    await user.click(saveButton());
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!'),
    );
    expect(bodies).toEqual([
      { name: 'Layla H. Haddad', email: AUTH_USER.email, phone_number: AUTH_USER.phone_number },
    ]);
    expect(store.getState().auth.user?.name).toBe('Layla H. Haddad');
    await advance(2999);
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    await advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the server message on a taken email, then clears it after 3 s', async () => {
    server.use(
      http.put('*/authentication/profile/', () =>
        authError(409, 'email_taken', 'This email is already in use', 'email'),
      ),
    );
    const { user } = await openProfile();
    await user.click(saveButton());
    const alert = await untilReal(() => screen.getByRole('alert'));
    expect(alert).toHaveTextContent('This email is already in use');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await advance(3000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Failed to update profile"', async () => {
    server.use(http.put('*/authentication/profile/', () => HttpResponse.error()));
    const { user } = await openProfile();
    await user.click(saveButton());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile'),
    );
  });

  it('checks the fields before saving', async () => {
    const { user } = await openProfile();
    await user.clear(field('Full Name'));
    await user.click(saveButton());
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
  });

  it('previews a new photo and uploads it with the changes', async () => {
    const uploads: FormDataEntryValue[] = [];
    server.use(
      http.put('*/authentication/profile/', async ({ request }) => {
        const form = await request.formData();
        uploads.push(form.get('image') as FormDataEntryValue);
        return HttpResponse.json({
          ...AUTH_USER,
          name: form.get('name'),
          image: UPLOADED_AVATAR_URL,
        });
      }),
    );
    const { user, store } = await openProfile();
    await user.upload(screen.getByLabelText('Change photo'), imageFile(1024));
    expect(screen.getByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute(
      'src',
      'blob:avatar-preview',
    );
    expect(screen.getByText('New photo chosen. Save Changes to keep it.')).toBeInTheDocument();
    await user.click(saveButton());
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!'),
    );
    expect(uploads).toHaveLength(1);
    expect((uploads[0] as File).name).toBe('me.png');
    expect(store.getState().auth.user?.image).toBe(UPLOADED_AVATAR_URL);
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      UPLOADED_AVATAR_URL,
    );
  });

  it('refuses a photo over 2 MB or of another type, and can discard a chosen one', async () => {
    const { user } = await openProfile({ applyAccept: false });
    const input = screen.getByLabelText('Change photo');
    await user.upload(input, imageFile(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This image is larger than 2 MB. Please choose a smaller one.',
    );
    await user.upload(input, imageFile(100, 'image/gif', 'me.gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP image.');
    expect(URL.createObjectURL).not.toHaveBeenCalled();

    await user.upload(input, imageFile(2 * 1024 * 1024, 'image/webp', 'me.webp'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard new photo' }));
    expect(screen.getByText('JPEG, PNG or WebP, up to 2 MB.')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:avatar-preview');
  });
});
