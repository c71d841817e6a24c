import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { authError } from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { advance, field, renderAuth, typeInto, untilReal, setUpAuthTests } from '@/testing/auth';

setUpAuthTests();

const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function chooseNationality(user: UserEvent, name = 'United Arab Emirates') {
  await user.click(screen.getByRole('combobox', { name: /^Nationality/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillForm(user: UserEvent, { password = 'travel1', confirm = 'travel1' } = {}) {
  await typeInto(user, 'Full Name', 'Layla Haddad');
  await typeInto(user, 'Email', 'layla@example.com');
  await typeInto(user, 'Phone Number', '+971 50 123 4567');
  await chooseNationality(user);
  await typeInto(user, 'Password', password);
  await typeInto(user, 'Confirm Password', confirm);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

function captureRegistrations() {
  const bodies: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.post('*/authentication/register/', async ({ request }) => {
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
      bodies.push(Object.fromEntries((await request.formData()).entries()));
      return HttpResponse.json(
        { user_id: '8', name: 'Layla Haddad', email: 'layla@example.com', phone_number: '+1' },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

describe('sign-up', () => {
  it('offers the 18 nationalities and links to the terms, privacy and sign-in', async () => {
    const { user } = await renderAuth({ route: '/signup' });
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    expect(
      within(terms.closest('label') as HTMLElement).getByRole('link', {
        name: 'Terms and Conditions',
      }),
    ).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('combobox', { name: /^Nationality/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'United Arab Emirates',
      'Saudi Arabia',
      'Egypt',
      'Jordan',
      'Lebanon',
      'Kuwait',
      'Qatar',
      'Bahrain',
      'Oman',
      'Morocco',
      'Tunisia',
      'Algeria',
      'United States',
      'United Kingdom',
      'France',
      'Germany',
      'Italy',
      'Spain',
    ]);
  });

  it('keeps Create Account disabled until every field is filled and the terms accepted', async () => {
    const { user } = await renderAuth({ route: '/signup' });
    expect(submit()).toBeDisabled();
    await typeInto(user, 'Full Name', 'Layla Haddad');
    await typeInto(user, 'Email', 'layla@example.com');
    await typeInto(user, 'Phone Number', '+971 50 123 4567');
    await chooseNationality(user);
    await typeInto(user, 'Password', 'travel1');
    expect(submit()).toBeDisabled();
    await typeInto(user, 'Confirm Password', 'travel1');
    expect(submit()).toBeDisabled();
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    await user.click(terms);
    expect(submit()).toBeEnabled();
    await user.click(terms);
    expect(submit()).toBeDisabled();
  });

  it('says when the password is too short', async () => {
    const bodies = captureRegistrations();
    const { user } = await renderAuth({ route: '/signup' });
    await fillForm(user, { password: '12345', confirm: '12345' });
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('says when the passwords do not match', async () => {
    const bodies = captureRegistrations();
    const { user } = await renderAuth({ route: '/signup' });
    await fillForm(user, { confirm: 'travel2' });
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks for the terms when they are unticked after a check', async () => {
    const { user } = await renderAuth({ route: '/signup' });
    const terms = screen.getByRole('checkbox', { name: /I agree to the/ });
    await user.click(terms);
    await user.click(terms);
    await user.tab();
    expect(await screen.findByText('Please accept the terms and conditions')).toBeInTheDocument();
  });

  it('registers with multipart (no nationality), then opens /verify-otp after 2 s', async () => {
    const bodies = captureRegistrations();
    const { user, router } = await renderAuth({ route: '/signup' });
    await fillForm(user);
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Registration successful! Please check your phone for OTP verification.',
      ),
    );
    expect(bodies).toEqual([
      {
        phone_number: '+971 50 123 4567',
        password: 'travel1',
        name: 'Layla Haddad',
        email: 'layla@example.com',
      },
    ]);
    expect(submit()).toBeDisabled();
    await advance(1999);
    expect(router.state.location.pathname).toBe('/signup');
    await advance(1);
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(router.state.location.state).toEqual({
      email: 'layla@example.com',
      phone_number: '+971 50 123 4567',
    });
  });

  it('shows a taken email on its field and keeps the form', async () => {
    server.use(
      http.post('*/authentication/register/', () =>
        authError(400, 'email_taken', 'Email already registered', 'email'),
      ),
    );
    const { user, router } = await renderAuth({ route: '/signup' });
    await fillForm(user);
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this email already exists.',
      ),
    );
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveValue('layla@example.com');
    await advance(3000);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('shows the server message, or the §8 fallback', async () => {
    server.use(
      http.post('*/authentication/register/', () =>
        authError(400, 'invalid', 'Phone number must be in international format', 'phone_number'),
      ),
    );
    const { user } = await renderAuth({ route: '/signup' });
    await fillForm(user);
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Phone number must be in international format',
      ),
    );
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    server.use(http.post('*/authentication/register/', () => HttpResponse.error()));
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.'),
    );
  });
});
