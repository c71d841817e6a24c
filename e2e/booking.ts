import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

import type { FlightBooking } from '../server/src/modules/flights/booking/schemas.ts';
import type { FlightOffersPage } from '../server/src/modules/flights/schemas.ts';

import ar from '../src/i18n/locales/ar/flights.json' with { type: 'json' };

import type { newTraveller } from './accounts.ts';
import { allowSignup, latestCode } from './accounts.ts';
import { expect } from './fixtures.ts';

// Steps of the flight booking wizard that more than one journey takes.

type Traveller = ReturnType<typeof newTraveller>;

export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const resultsLink = (adults: number) =>
  `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${inDays(30)}&adults=${adults}`;
export const PASSPORT_EXPIRY = inDays(3 * 365);

export interface Tokens {
  access: string;
  refresh: string;
  user_id: string | number;
}

/** An account made and verified as a traveller would, by the mailed code; its first tokens. */
export async function createAccount(
  request: APIRequestContext,
  traveller: Traveller,
): Promise<Tokens> {
  await allowSignup(request);
  const registered = await request.post('/authentication/register/', {
    data: {
      name: traveller.name,
      email: traveller.email,
      phone_number: traveller.phone,
      password: traveller.password,
    },
  });
  expect(registered.status()).toBe(201);
  const verified = await request.post('/authentication/verify-otp/', {
    data: { email: traveller.email, otp: await latestCode(request, traveller.email) },
  });
  expect(verified.ok()).toBe(true);
  return (await verified.json()) as Tokens;
}

/**
 * A DXB → CDG flight 45 days ahead (the cheapest, or the airline's), booked for the traveller
 * through the API (card payment).
 */
export async function bookFlight(
  request: APIRequestContext,
  tokens: Tokens,
  traveller: Traveller,
  { airline }: { airline?: string } = {},
) {
  const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const only = airline ? `&includedAirlineCodes=${airline}` : '';
  const search = await request.get(
    `/api/shopping/flight-offers/?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=${date}&adults=1${only}`,
  );
  expect(search.ok()).toBe(true);
  const offer = ((await search.json()) as FlightOffersPage).results[0];
  expect(offer).toBeDefined();
  const priced = await request.post('/api/shopping/flight-offers/pricing/', {
    data: { flightOffer: offer },
  });
  expect(priced.ok()).toBe(true);
  const { flightOffer } = (await priced.json()) as { flightOffer: typeof offer };
  const order = await request.post('/api/booking/flight-orders/', {
    headers: { authorization: `Bearer ${tokens.access}`, 'idempotency-key': randomUUID() },
    data: {
      flightOffer,
      travelers: [
        {
          travelerType: 'ADULT',
          fullName: traveller.name,
          gender: 'female',
          dateOfBirth: '1990-05-17',
          nationality: 'UAE',
          passportNumber: 'N1234567',
          passportExpiry: '2036-01-01',
        },
      ],
      contact: { email: traveller.email, phone: traveller.phone },
      extras: {
        seatSelection: false,
        mealPreference: 'standard',
        specialServices: [],
        extraBaggage: false,
        travelInsurance: false,
      },
      payment: {
        method: 'credit-card',
        card: {
          number: '4242 4242 4242 4242',
          expiry: '08/35',
          cvv: '123',
          holderName: traveller.name,
        },
      },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return (await order.json()) as FlightBooking;
}

/**
 * Signs in every page of a context (or one page) as a remembered sign-in leaves it: the tokens in
 * localStorage. Once: a test that changes them later keeps its change across reloads.
 */
export async function rememberSignIn(
  target: Pick<Page, 'addInitScript'> | Pick<BrowserContext, 'addInitScript'>,
  tokens: Tokens,
) {
  await target.addInitScript(
    ({ access, refresh, userId }) => {
      if (window.localStorage.getItem('access_token')) return;
      window.localStorage.setItem('access_token', access);
      window.localStorage.setItem('refresh_token', refresh);
      window.localStorage.setItem('user_id', userId);
    },
    { access: tokens.access, refresh: tokens.refresh, userId: String(tokens.user_id) },
  );
}

/** Types a date into a picker section by section, in the order its format shows them. */
async function typeDate(scope: Locator, label: RegExp, sections: string[]) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await scope.page().keyboard.type(sections.join(''));
}

/** MM, DD, YYYY in English; D, M, YYYY in Arabic. */
export const englishDate = (iso: string) => {
  const [year, month, day] = iso.split('-') as [string, string, string];
  return [month, day, year];
};
export const arabicDate = (iso: string) => {
  const [year, month, day] = iso.split('-') as [string, string, string];
  return [day, month, year];
};

interface PassengerLabels {
  fullName: RegExp;
  gender: RegExp;
  female: string;
  dateOfBirth: RegExp;
  nationality: RegExp;
  uae: string;
  passportNumber: RegExp;
  passportExpiry: RegExp;
}

export const ENGLISH: PassengerLabels = {
  fullName: /^Full name/,
  gender: /^Gender/,
  female: 'Female',
  dateOfBirth: /^Date of birth/,
  nationality: /^Nationality/,
  uae: 'United Arab Emirates',
  passportNumber: /^Passport number/,
  passportExpiry: /^Passport expiry date/,
};

const t = ar.booking;
export const ARABIC: PassengerLabels = {
  fullName: new RegExp(`^${t.passengers.fullName}`),
  // Exactly: "الجنس" (gender) also starts "الجنسية" (nationality).
  gender: new RegExp(`^${t.passengers.gender}\\s*\\*?$`),
  female: t.passengers.genders.female,
  dateOfBirth: new RegExp(`^${t.passengers.dateOfBirth}`),
  nationality: new RegExp(`^${t.passengers.nationality}`),
  // Named by the browser, as the form names every country.
  uae: new Intl.DisplayNames('ar', { type: 'region' }).of('AE')!,
  passportNumber: new RegExp(`^${t.passengers.passportNumber}`),
  passportExpiry: new RegExp(`^${t.passengers.passportExpiry}`),
};

export async function fillPassenger(
  page: Page,
  region: string,
  person: { name: string; birth: string[]; passport: string; expiry: string[] },
  labels = ENGLISH,
) {
  const scope = page.getByRole('region', { name: region });
  await scope.getByLabel(labels.fullName).fill(person.name);
  await scope.getByRole('combobox', { name: labels.gender }).click();
  await page.getByRole('option', { name: labels.female }).click();
  await typeDate(scope, labels.dateOfBirth, person.birth);
  await scope.getByRole('combobox', { name: labels.nationality }).click();
  await page.getByRole('option', { name: labels.uae }).click();
  await scope.getByLabel(labels.passportNumber).fill(person.passport);
  await typeDate(scope, labels.passportExpiry, person.expiry);
}

export async function payByCard(page: Page) {
  await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/^Expiry date/).fill('08/34');
  await page.getByLabel(/^CVV/).fill('123');
  await page.getByLabel(/^Cardholder name/).fill('Lina Haddad');
}

export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
