import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { saveTokens } from '@/lib/token-storage';
import { renderApp } from '@/testing/render-with-providers';

import type {
  FlightBookingWizard,
  PassengerDraft,
} from '@/features/flights/booking/flight-booking-slice';

/*
 * Helpers for the booking wizard's tests: the app opened at /flight-booking with a saved wizard
 * and a session, and the fields as a traveller finds them. The data they use is in
 * mocks/booking-fixtures.ts.
 */

type PreloadedState = NonNullable<Parameters<typeof renderApp>[0]>['preloadedState'];

interface Session {
  tokens: { access: string; refresh: string; user_id: string };
  user: NonNullable<NonNullable<PreloadedState>['auth']>['user'];
}

interface OpenOptions {
  /** Navigation state, e.g. { flight }. */
  state?: unknown;
  wizard?: FlightBookingWizard | null;
  /** The session to open with (SIGNED_IN of mocks/booking-fixtures); a guest without. */
  signedIn?: Session;
  language?: 'en' | 'ar';
}

/** The app at /flight-booking (its real, lazy route), with a saved wizard and a session if asked. */
export async function openBooking({ state, wizard = null, signedIn, language }: OpenOptions = {}) {
  if (signedIn) {
    const { access, refresh, user_id: userId } = signedIn.tokens;
    saveTokens({ access, refresh, userId });
  }
  const view = renderApp({
    route: '/flight-booking',
    state,
    language,
    preloadedState: {
      flightBooking: { wizard },
      ...(signedIn ? { auth: { user: signedIn.user, accessToken: signedIn.tokens.access } } : {}),
    },
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

/** A field by the start of its label (MUI appends " *" to required ones). */
export const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${label}`));

/** A passenger's form: the region named 'Adult 1', 'Child 1'… */
export const passenger = (label: string) => screen.getByRole('region', { name: label });

/** Types a date into a picker section by section (MM, DD, YYYY in English). */
export async function typeDate(user: UserEvent, scope: HTMLElement, label: string, iso: string) {
  const group = within(scope).getByRole('group', { name: new RegExp(`^${label}`) });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  const [year, month, day] = iso.split('-');
  await user.keyboard(`${month}${day}${year}`);
}

/** Picks an option of a select by the start of its label. */
export async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function fillPassenger(user: UserEvent, label: string, data: PassengerDraft) {
  const scope = passenger(label);
  await user.type(field('Full name', scope), data.fullName);
  await choose(user, scope, 'Gender', data.gender === 'male' ? 'Male' : 'Female');
  await typeDate(user, scope, 'Date of birth', data.dateOfBirth);
  await choose(user, scope, 'Nationality', 'United Arab Emirates');
  await user.type(field('Passport number', scope), data.passportNumber);
  await typeDate(user, scope, 'Passport expiry date', data.passportExpiry);
}

export const stepHeading = () =>
  screen.getByRole('heading', { level: 2, name: /^(Passenger Info|Preferences|Payment)$/ });
export const nextButton = () => screen.getByRole('button', { name: 'Next Step' });
export const previousButton = () => screen.getByRole('button', { name: 'Previous' });
export const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });
