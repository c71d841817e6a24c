import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import type { Booking } from '../server/src/modules/bookings/schemas.ts';
import type { CarSearchPage } from '../server/src/modules/cars/schemas.ts';
import type { AvailabilityPage, HotelRate } from '../server/src/modules/hotels/schemas.ts';

import { dateAndHourIn } from '../src/lib/iso-date.ts';

import type { newTraveller } from './accounts.ts';
import type { Tokens } from './booking.ts';
import { expect } from './fixtures.ts';

// Hotel stays and car rentals booked through the API for the journeys that cancel them late or
// non-refundable (the dates they need are hours away, not picked on a calendar), and what My
// Bookings must say of each: one total, and one refund from the row to the dialog to the outcome.

type Traveller = ReturnType<typeof newTraveller>;

const CARD = {
  number: '4242 4242 4242 4242',
  expiry: '08/35',
  cvv: '123',
  holderName: 'Lina Haddad',
};

/** The calendar date and hour now in a time zone. */
export const localNow = (timeZone: string) => dateAndHourIn(timeZone);

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Cities east of Greenwich (their date is never behind the browser's), with their zones.
const CITIES = [
  { code: 'PAR', zone: 'Europe/Paris' },
  { code: 'IST', zone: 'Europe/Istanbul' },
  { code: 'DXB', zone: 'Asia/Dubai' },
] as const;

/**
 * A city and a check-in within the next 24 hours (check-in is at 3:00 PM): today where it is not
 * yet 1:00 PM, tomorrow where it is past 3:00 PM. Free cancellation has ended; the stay has not
 * begun.
 */
export function stayInsideTheLastDay() {
  for (const city of CITIES) {
    const { date, hour } = localNow(city.zone);
    if (hour < 13) return { city: city.code, checkIn: date };
    if (hour >= 15) return { city: city.code, checkIn: addDays(date, 1) };
  }
  throw new Error('no city outside 1:00–3:00 PM');
}

/** A hotel stay for two adults, paid by card, at the cheapest rate of the class asked. */
export async function bookHotelStay(
  request: APIRequestContext,
  tokens: Tokens,
  traveller: Traveller,
  stay: { city: string; checkIn: string; nights: number; rateClass: 'NOR' | 'NRF' },
): Promise<Booking> {
  const search = await request.post('/api/hotelbeds/availability/?page_size=100', {
    data: {
      checkIn: stay.checkIn,
      checkOut: addDays(stay.checkIn, stay.nights),
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
      destination: { code: stay.city },
    },
  });
  expect(search.ok(), await search.text()).toBe(true);
  const page = (await search.json()) as AvailabilityPage;
  // The hotels' own pages list every rate: ask for one hotel with the class wanted.
  let rate: HotelRate | undefined;
  for (const hotel of page.results) {
    const rates = await request.post('/api/hotelbeds/availability/', {
      data: {
        checkIn: stay.checkIn,
        checkOut: addDays(stay.checkIn, stay.nights),
        occupancies: [{ rooms: 1, adults: 2, children: 0 }],
        hotels: { hotel: [hotel.code] },
      },
    });
    const [offer] = ((await rates.json()) as AvailabilityPage).results;
    rate = offer?.rooms
      .flatMap((room) => room.rates)
      .filter((each) => each.rateClass === stay.rateClass)
      .sort((a, b) => Number(a.total) - Number(b.total))[0];
    if (rate) break;
  }
  if (!rate) throw new Error(`no ${stay.rateClass} rate in ${stay.city}`);
  const order = await request.post('/api/hotelbeds/booking/', {
    headers: { authorization: `Bearer ${tokens.access}`, 'idempotency-key': randomUUID() },
    data: {
      holder: { fullName: traveller.name, nationality: 'UAE', passportId: 'N1234567' },
      rooms: [{ rateKey: rate.rateKey, guests: [{ fullName: traveller.name }] }],
      contact: { email: traveller.email, phone: traveller.phone },
      payment: { method: 'credit-card', card: CARD },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return (await order.json()) as Booking;
}

/** A Dubai Airport rental (open 24 hours) of the supplier kind asked. */
export async function rentCar(
  request: APIRequestContext,
  tokens: Tokens,
  traveller: Traveller,
  rental: {
    pickupDate: string;
    pickupTime: string;
    refundable: boolean;
    payment: 'credit-card' | 'pay-on-pickup';
  },
): Promise<Booking> {
  const query = new URLSearchParams({
    pickupLocation: 'DXB',
    pickupDate: rental.pickupDate,
    pickupTime: rental.pickupTime,
    returnDate: addDays(rental.pickupDate, 3),
    returnTime: rental.pickupTime,
    page_size: '50',
  });
  const search = await request.get(`/api/cars/search/?${query}`);
  expect(search.ok(), await search.text()).toBe(true);
  // A refundable supplier's car, or one of a supplier that rents non-refundable only (inside the
  // last day no car cancels free, so the supplier's rule is what tells them apart).
  const offer = ((await search.json()) as CarSearchPage).results.find(
    (each) => each.cancellation.refundable === rental.refundable,
  );
  if (!offer) throw new Error('no such car');
  const order = await request.post('/api/cars/bookings/', {
    headers: { authorization: `Bearer ${tokens.access}`, 'idempotency-key': randomUUID() },
    data: {
      offerId: offer.id,
      driver: {
        fullName: traveller.name,
        dateOfBirth: '1990-05-17',
        nationality: 'UAE',
        licenseNumber: 'DXB-1234567',
      },
      extras: {},
      contact: { email: traveller.email, phone: traveller.phone },
      payment:
        rental.payment === 'credit-card'
          ? { method: 'credit-card', card: CARD }
          : { method: 'pay-on-pickup' },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return (await order.json()) as Booking;
}

/** Whole dollars of an amount as shown: "$1,234" → 1234. */
export const shownDollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** $1,234 as the SPA writes an amount in English (§9: no decimals). */
export const dollars = (amount: string | number) =>
  `$${Math.round(Number(amount)).toLocaleString('en-US')}`;

interface CancellationWords {
  /** The row's line before cancelling. */
  note: string | RegExp;
  /** The dialog's sentence about money. */
  dialog: string;
  /** The refund the snackbar and the cancelled row give, or null for none. */
  refund: string | null;
}

/**
 * Cancels a booking from its My Bookings row, checking that the row, the dialog, the outcome and
 * the cancelled row say the same total and the same refund.
 */
export async function cancelFromMyBookings(
  page: Page,
  item: Locator,
  booking: Pick<Booking, 'reference' | 'price'>,
  words: CancellationWords,
) {
  const total = dollars(booking.price.total);
  await expect(item).toContainText(total);
  await expect(item).toContainText(words.note);
  await item.getByRole('button', { name: 'Price details' }).click();
  await expect(item.getByRole('definition').last()).toHaveText(total);
  await item.getByRole('button', { name: `Cancel booking ${booking.reference}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel booking ${booking.reference}?` });
  await expect(dialog).toContainText(words.dialog);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  const outcome = page.getByRole('status').filter({ hasText: booking.reference });
  await expect(outcome).toHaveText(
    words.refund
      ? `Booking ${booking.reference} has been cancelled. ${words.refund} will be refunded to you.`
      : `Booking ${booking.reference} has been cancelled.`,
  );
  await expect(item).toContainText('Cancelled');
  if (words.refund) await expect(item).toContainText(`Refunded ${words.refund}`);
  else await expect(item).not.toContainText('Refunded');
  await page.getByRole('button', { name: 'Close' }).click();
}

/** A booking's row in My Bookings. */
export const bookingRow = (page: Page, booking: Pick<Booking, 'reference'>) =>
  page.getByRole('listitem').filter({ hasText: booking.reference });

/** A booking cancelled after its free cancellation ended: part of what was paid comes back. */
export async function cancelLate(page: Page, booking: Booking) {
  const refund = dollars(booking.cancellation.refund);
  await cancelFromMyBookings(page, bookingRow(page, booking), booking, {
    note: `Cancelling now refunds ${refund}`,
    dialog: `Cancel now and ${refund} of the ${dollars(booking.cancellation.paid)} you paid is refunded.`,
    refund,
  });
}

/** A non-refundable booking cancelled: nothing comes back. */
export async function cancelNonRefundable(page: Page, booking: Booking) {
  await cancelFromMyBookings(page, bookingRow(page, booking), booking, {
    note: 'No refund if cancelled now',
    dialog: 'Cancel now and nothing is refunded.',
    refund: null,
  });
}
