import type { APIRequestContext, Page } from '@playwright/test';

import { expect } from './fixtures.ts';

// Helpers for the account journeys: unique travellers, and one-time codes read back from the
// development outbox, as a person would read them from their inbox.

let counter = 0;
export function newTraveller(prefix = 'traveller') {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    name: 'Lina Haddad',
    email: `${prefix}-${id}@example.com`,
    phone: `+9715${String(Date.now() + counter).slice(-8)}`,
    password: `Desert-Rose-${id}`,
  };
}

export async function latestCode(request: APIRequestContext, email: string, after = 0) {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`);
      const page = (await answer.json()) as { count: number; results: { text: string }[] };
      if (page.count <= after) return null;
      code = page.results[0]?.text.match(/\b(\d{4})\b/)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

export async function mailCount(request: APIRequestContext, email: string) {
  const answer = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { count: number }).count;
}

export async function typeCode(page: Page, code: string) {
  // The first box, whatever the language: it is the one that offers the mailed code.
  await page.locator('input[autocomplete="one-time-code"]').click();
  await page.keyboard.type(code);
}

/**
 * The browser tests sign up more travellers from one address than the server lets one client
 * sign up in an hour; every sign-up starts by emptying that counter (a development-only route).
 */
export async function allowSignup(request: APIRequestContext) {
  const answer = await request.post('/api/dev/rate-limits/reset/', {
    data: { scope: 'signup_ip' },
  });
  expect(answer.ok()).toBe(true);
}

export async function fillSignup(
  page: Page,
  traveller: ReturnType<typeof newTraveller>,
  labels = { name: 'Full Name', email: 'Email', phone: 'Phone Number', nationality: 'Nationality' },
) {
  await allowSignup(page.request);
  await page.getByLabel(new RegExp(`^${labels.name}`)).fill(traveller.name);
  await page.getByLabel(new RegExp(`^${labels.email}`)).fill(traveller.email);
  await page.getByLabel(new RegExp(`^${labels.phone}`)).fill(traveller.phone);
  await page.getByLabel(new RegExp(`^${labels.nationality}`)).click();
  await page.getByRole('option').first().click();
}
