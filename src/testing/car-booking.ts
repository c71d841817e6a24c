import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { carDraft, rentalOffer } from '../../mocks/car-fixtures';

import { recordSentRequests } from './sent-requests';

/*
 * Helpers for the car booking wizard's tests: the offer its link names, the requests it sends,
 * its steps and buttons as a traveller finds them. The app is opened by openCarBooking
 * (./cars.tsx); the data is in mocks/car-fixtures.ts.
 */

export const OFFER_ID = rentalOffer().id;
export const LINK = `offer=${OFFER_ID}`;

/** The pricing and order requests the wizard sends, in order. */
export const recordBookingRequests = () =>
  recordSentRequests((path, method) => method === 'POST' && path.startsWith('/api/cars/'));

export const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });
export const summary = () => screen.getByRole('complementary', { name: 'Rental summary' });
export const next = () => screen.getByRole('button', { name: 'Next Step' });
export const confirm = () => screen.getByRole('button', { name: 'Confirm Booking' });
export const atPayment = () =>
  carDraft({ step: 2, payment: { method: 'paypal', agreeTerms: true } });

/** Types a date into the picker section by section (MM, DD, YYYY in English). */
export async function typeDate(user: UserEvent, label: string, iso: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  const [year, month, day] = iso.split('-');
  await user.keyboard(`${month}${day}${year}`);
}
