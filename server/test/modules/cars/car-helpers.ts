import { loadCarInventory } from '../../../src/inventory/cars/inventory.ts';
import { addDays, localDate } from '../../../src/inventory/shared/time.ts';
import type { CarOffer, CarSearchPage } from '../../../src/modules/cars/schemas.ts';
import type { TestApp } from '../../helper.ts';

// Shared by the car API tests: dates at a branch, the search itself, and money in cents.

export const VISA = '4111 1111 1111 1111';

// Today's date at a branch, by the test clock.
export async function branchToday(t: TestApp, code: string): Promise<string> {
  const branch = (await loadCarInventory()).branches.get(code);
  if (!branch) throw new Error(`no branch ${code}`);
  return localDate(branch.timeZone, t.clock.now().getTime());
}

// A rental `daysAhead` days from today at the branch, for `days` days, 10:00 to 10:00.
export async function rentalQuery(t: TestApp, code: string, daysAhead: number, days: number) {
  const today = await branchToday(t, code);
  return {
    pickupLocation: code,
    pickupDate: addDays(today, daysAhead),
    pickupTime: '15:00',
    returnDate: addDays(today, daysAhead + days),
    returnTime: '15:00',
  };
}

export const queryString = (query: Record<string, string | number | boolean | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const each of Array.isArray(value) ? value : [value]) params.append(name, String(each));
  }
  return params.toString();
};

export function getSearch(
  t: TestApp,
  query: Record<string, string | number | boolean | string[]> = {},
) {
  return t.app.inject({ method: 'GET', url: `/api/cars/search/?${queryString(query)}` });
}

export async function search(
  t: TestApp,
  query: Record<string, string | number | boolean | string[]> = {},
): Promise<CarSearchPage> {
  const response = await getSearch(t, query);
  if (response.statusCode !== 200) throw new Error(`search: ${response.body}`);
  return response.json() as CarSearchPage;
}

export const money = (amount: string) => Math.round(Number(amount) * 100);

export const linesSum = (offer: Pick<CarOffer, 'price'>) =>
  offer.price.lines.reduce((sum, line) => sum + money(line.amount), 0);

export function orderBody(offerId: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    offerId,
    driver: {
      fullName: 'Omar Khalid',
      dateOfBirth: '1990-05-14',
      nationality: 'UAE',
      licenseNumber: 'DXB-1234567',
    },
    extras: { childSeat: true, insurance: 'comprehensive' },
    contact: { email, phone: '+971 50 123 4567' },
    payment: {
      method: 'credit-card',
      card: { number: VISA, expiry: '12/39', cvv: '123', holderName: 'Omar Khalid' },
    },
    ...overrides,
  };
}
