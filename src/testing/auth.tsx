import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { renderWithProviders } from '@/testing/render-with-providers';
import { untilReal } from '@/testing/real-time';

import { authHandlers } from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';

import {
  ForgotPasswordRoute,
  LoginRoute,
  ResetPasswordRoute,
  SignupRoute,
  VerifyOtpRoute,
} from '@/features/auth/auth-routes';

/*
 * Helpers for the auth and dashboard tests. The clock is faked to measure the spec's delays
 * exactly; MSW still needs real microtasks and immediates to answer, and waiting for it happens in
 * real time with the fake clock standing still (untilReal), so no redirect fires early.
 */

/**
 * What every auth screen test file starts with: 20 s a test, the fake clock, and the auth API
 * answered by the mocks.
 */
export function setUpAuthTests() {
  jest.setTimeout(20_000);
  installFakeClock();
  beforeEach(() => server.use(...authHandlers));
}

/** Fakes the clock around each test of the calling file. */
export function installFakeClock() {
  beforeEach(() => {
    jest.useFakeTimers({
      // RTK's store batches some notifications to the next animation frame; it stays real too.
      doNotFake: [
        'queueMicrotask',
        'setImmediate',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}): UserEvent =>
  userEvent.setup({ advanceTimers: jest.advanceTimersByTime, ...options });

/** Moves the fake clock on, letting React and MSW settle. */
export const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** A field by its label; MUI appends " *" to required ones. */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()?]/g, '\\$&')}\\s*\\*?$`));

export async function typeInto(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** The five sign-in screens at their paths; any other path renders nothing. */
export function AuthScreens() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/signup" element={<SignupRoute />} />
      <Route path="/verify-otp" element={<VerifyOtpRoute />} />
      <Route path="/forgot-password" element={<ForgotPasswordRoute />} />
      <Route path="/reset-password" element={<ResetPasswordRoute />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

export async function renderAuth(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<AuthScreens />, options);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: setupUser() };
}

export { untilReal };
