import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setTimeout as realDelay } from 'node:timers/promises';

import { renderApp } from '@/testing/render-with-providers';

import { server } from '../../../../mocks/server';

// Each test drives the whole app (header, lazy route, footer) in jsdom, which can take a few
// seconds on a busy machine.
jest.setTimeout(20_000);

const MESSAGE = 'Please move my Dubai hotel booking to next week.';

// Fake timers let the tests measure the 1 s spinner and the 5 s thank-you exactly; MSW still needs
// real microtasks and immediates to answer.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

async function openContactPage(language: 'en' | 'ar' = 'en') {
  renderApp({ route: '/contact', language });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

// A label's text ends with MUI's " *" on required fields.
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Waits in real time, with the fake clock standing still, e.g. for MSW to answer. */
async function untilReal(assertion: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      if (attempt === 200) throw error;
      await act(() => realDelay(10));
    }
  }
}

// Pasting rather than typing keeps these tests fast; typing is covered by the validation tests.
async function fillIn(user: UserEvent, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillForm(user: UserEvent, { phone = '' } = {}) {
  await fillIn(user, 'Full name', 'Layla Haddad');
  await fillIn(user, 'Email address', 'layla@example.com');
  if (phone) await fillIn(user, 'Phone number (optional)', phone);
  await user.click(screen.getByRole('combobox', { name: /^Message type/ }));
  await user.click(await screen.findByRole('option', { name: 'Booking Support' }));
  await fillIn(user, 'Message', MESSAGE);
}

function expectFormKeptText() {
  expect(field('Full name')).toHaveValue('Layla Haddad');
  expect(field('Email address')).toHaveValue('layla@example.com');
  expect(screen.getByRole('combobox', { name: /^Message type/ })).toHaveTextContent(
    'Booking Support',
  );
  expect(field('Message')).toHaveValue(MESSAGE);
}

/** Answers POST /api/contact/ like the server and records each body it receives. */
function captureContactRequests() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/contact/', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { id: '00000000-0000-4000-8000-000000000002', created_at: '2026-11-21T09:00:00.000Z' },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

describe('contact form validation', () => {
  it('names every missing required field on submit and sends nothing', async () => {
    const bodies = captureContactRequests();
    const user = await openContactPage();
    await user.click(sendButton());
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a message type.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone number (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(bodies).toEqual([]);
  });

  it('checks a field when the user leaves it', async () => {
    const user = await openContactPage();
    await user.type(field('Email address'), 'layla@example');
    await user.tab();
    expect(
      await screen.findByText('Please enter a valid email address, such as name@example.com.'),
    ).toBeInTheDocument();
    await user.type(field('Full name'), 'L');
    await user.tab();
    expect(await screen.findByText('Your name must be at least 2 characters.')).toBeInTheDocument();
    await user.type(field('Phone number (optional)'), 'call me');
    await user.tab();
    expect(
      await screen.findByText('Use only digits, spaces and the characters + ( ) -.'),
    ).toBeInTheDocument();
  });

  it('shows the limits in Arabic words and digits', async () => {
    const user = await openContactPage('ar');
    await user.type(field('الاسم الكامل'), 'ل');
    await user.type(field('الرسالة'), 'قصيرة');
    await user.tab();
    expect(await screen.findByText('يجب ألا يقل الاسم عن حرفين.')).toBeInTheDocument();
    expect(await screen.findByText('يجب ألا تقل الرسالة عن ١٠ أحرف.')).toBeInTheDocument();
  });
});

describe('sending a message', () => {
  it('posts the form, spins for at least a second, then thanks for 5 s and clears', async () => {
    const bodies = captureContactRequests();
    const user = await openContactPage();
    await fillForm(user, { phone: '+971 50 123 4567' });

    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(within(sendButton()).getByRole('progressbar')).toBeInTheDocument();
    await advance(999);
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();

    await advance(1);
    await untilReal(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you!'));
    expect(bodies).toEqual([
      {
        fullName: 'Layla Haddad',
        email: 'layla@example.com',
        phone: '+971 50 123 4567',
        messageType: 'booking',
        message: MESSAGE,
      },
    ]);
    expect(sendButton()).toBeEnabled();
    expect(field('Full name')).toHaveValue('');
    expect(field('Email address')).toHaveValue('');
    expect(field('Phone number (optional)')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();

    await advance(4999);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    await advance(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('leaves an empty phone out of the body and sends only once on a double click', async () => {
    const bodies = captureContactRequests();
    const user = await openContactPage();
    await fillForm(user);
    await user.dblClick(sendButton());
    await advance(1000);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you!'));
    expect(bodies).toEqual([
      {
        fullName: 'Layla Haddad',
        email: 'layla@example.com',
        messageType: 'booking',
        message: MESSAGE,
      },
    ]);
  });

  it('keeps the text and marks the field when the server rejects it', async () => {
    server.use(
      http.post('*/api/contact/', () =>
        HttpResponse.json(
          {
            detail: 'This email domain cannot receive mail.',
            code: 'INVALID_EMAIL',
            field: 'email',
          },
          { status: 400 },
        ),
      ),
    );
    const user = await openContactPage();
    await fillForm(user);
    await user.click(sendButton());
    await advance(1000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('This email domain cannot receive mail.');
    expectFormKeptText();
    expect(field('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please check this field.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the server’s words for a 500 and keeps the text', async () => {
    server.use(
      http.post('*/api/contact/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    const user = await openContactPage();
    await fillForm(user);
    await user.click(sendButton());
    await advance(1000);
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expectFormKeptText();
    expect(sendButton()).toBeEnabled();
  });

  it('falls back to a translated message when the network fails, and can retry', async () => {
    server.use(http.post('*/api/contact/', () => HttpResponse.error()));
    const user = await openContactPage();
    await fillForm(user);
    await user.click(sendButton());
    await advance(1000);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your message. Please check your connection and try again.',
    );
    expectFormKeptText();

    captureContactRequests();
    await user.click(sendButton());
    await advance(1000);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you!'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces failures in Arabic', async () => {
    server.use(http.post('*/api/contact/', () => HttpResponse.error()));
    const user = await openContactPage('ar');
    await fillIn(user, 'الاسم الكامل', 'ليلى حداد');
    await fillIn(user, 'البريد الإلكتروني', 'layla@example.com');
    await user.click(screen.getByRole('combobox', { name: /^نوع الرسالة/ }));
    await user.click(await screen.findByRole('option', { name: 'شكوى' }));
    await fillIn(user, 'الرسالة', 'لم يصلني تأكيد الحجز حتى الآن.');
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    await advance(1000);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('لم تُرسَل رسالتك')).toBeInTheDocument();
    expect(alert).toHaveTextContent('تعذّر إرسال رسالتك.');
  });
});
