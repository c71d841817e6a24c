import type { Page } from '@playwright/test';

import { fillSignup, latestCode, mailCount, newTraveller, typeCode } from './accounts.ts';
import ar from '../src/i18n/locales/ar/auth.json' with { type: 'json' };

import { expect, test } from './fixtures.ts';

// A 1×1 PNG, as a traveller's profile photo.
const AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signUp(page: Page, traveller: ReturnType<typeof newTraveller>) {
  await page.goto('/signup');
  await fillSignup(page, traveller);
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByLabel(/^Confirm Password/).fill(traveller.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful!', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a traveller signs up, manages the account, and recovers a forgotten password', async ({
  page,
  request,
  snap,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const traveller = newTraveller();
  await signUp(page, traveller);
  await snap('accounts-verify-en');
  await typeCode(page, await latestCode(request, traveller.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Account verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  // A minute-old account is no 'Premium Member': the sidebar says since when it is one.
  const thisMonth = new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  await expect(page.getByText(`Member since ${thisMonth}`)).toBeVisible();
  await expect(page.getByText('Premium Member')).toHaveCount(0);
  await snap('accounts-dashboard-en');

  // My Profile: a new name and a photo.
  await page.getByLabel(/^Full Name/).fill('Lina H. Haddad');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: AVATAR,
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lina H. Haddad' })).toBeVisible();
  const avatar = await page
    .getByRole('img', { name: 'Your profile photo' })
    .first()
    .getAttribute('src');
  expect(avatar).toMatch(/^\/media\//);
  expect((await request.get(avatar!)).headers()['content-type']).toBe('image/png');

  // Settings: a new password.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/tab=settings/);
  const changed = `${traveller.password}-2`;
  await page.getByLabel(/^Current Password/).fill(traveller.password);
  await page.getByLabel(/^New Password/).fill(changed);
  await page.getByLabel(/^Confirm New Password/).fill(changed);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(page.getByLabel(/^Current Password/)).toHaveValue('');

  // Out, and back in with the new password.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, traveller.email, changed);
  await expect(page.getByText('Login successful. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);

  // Forgot it: a code by mail, a new password, and in again.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page stays on screen while the next page's code loads, with an Email field of its
  // own: fill the form only once it is there.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const before = await mailCount(request, traveller.email);
  await page.getByLabel(/^Email/).fill(traveller.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await typeCode(page, await latestCode(request, traveller.email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const reset = `${traveller.password}-3`;
  await page.getByLabel(/^New Password/).fill(reset);
  await page.getByLabel(/^Confirm New Password/).fill(reset);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, traveller.email, changed);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, traveller.email, reset);
  await expect(page).toHaveURL(/\/dashboard/);
  expect(consoleErrors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
});

test('wrong codes and the five-try limit each say so', async ({ page, request }) => {
  const traveller = newTraveller('codes');
  await signUp(page, traveller);
  const code = await latestCode(request, traveller.email);
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

  // One try at a time: each waits for the server's answer before the next is typed.
  const tryCode = async (otp: string) => {
    const answered = page.waitForResponse((response) => response.url().endsWith('/verify-otp/'));
    await typeCode(page, otp);
    await page.getByRole('button', { name: 'Verify' }).click();
    return (await answered).status();
  };

  expect(await tryCode(wrong)).toBe(400);
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  for (let attempt = 2; attempt <= 4; attempt += 1) expect(await tryCode(wrong)).toBe(400);
  expect(await tryCode(wrong)).toBe(429);
  // The fifth wrong try voids the code: even the right one no longer works, a new one is needed.
  await expect(page.getByText('Too many wrong attempts. Please request a new code.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  const stillLocked = await request.post('/authentication/verify-otp/', {
    data: { email: traveller.email, otp: code },
  });
  expect(stillLocked.status()).toBe(429);
});

test('an expired code says so', async ({ page, request }) => {
  const traveller = newTraveller('expired');
  await signUp(page, traveller);
  const code = await latestCode(request, traveller.email);
  const expired = await request.post('/api/dev/expire-codes/', {
    data: { email: traveller.email },
  });
  expect(expired.ok()).toBe(true);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This code has expired. Please request a new one.')).toBeVisible();
});

test('sign-up explains a taken email, mismatched passwords and the terms box', async ({
  page,
  request,
}) => {
  const traveller = newTraveller('taken');
  await signUp(page, traveller);
  await latestCode(request, traveller.email);

  await page.goto('/signup');
  await fillSignup(page, { ...traveller, phone: newTraveller().phone });
  await page.getByLabel(/^Password/).fill(traveller.password);
  await page.getByLabel(/^Confirm Password/).fill(`${traveller.password}x`);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel(/^Confirm Password/).fill(traveller.password);
  await page.getByRole('checkbox').uncheck();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
});

test('a protected page opened while signed out comes back after sign-in', async ({
  page,
  request,
}) => {
  const traveller = newTraveller('return');
  await signUp(page, traveller);
  await typeCode(page, await latestCode(request, traveller.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'Logout' }).first().click();

  await page.goto('/dashboard?tab=settings');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, traveller.email, traveller.password);
  await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
  await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
});

test('a full sign-up in Arabic', async ({ page, request, openWith, snap }) => {
  const traveller = newTraveller('arabic');
  await openWith('/signup', { language: 'ar' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await fillSignup(page, traveller, {
    name: ar.fields.fullName,
    email: ar.fields.email,
    phone: ar.fields.phone,
    nationality: ar.fields.nationality,
  });
  await page.getByLabel(new RegExp(`^${ar.fields.password}`)).fill(traveller.password);
  await page.getByLabel(new RegExp(`^${ar.fields.confirmPassword}`)).fill(traveller.password);
  await page.getByRole('checkbox').check();
  await snap('accounts-signup-ar');
  await page.getByRole('button', { name: ar.signup.submit }).click();
  await expect(page.getByText(ar.signup.success)).toBeVisible();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await typeCode(page, await latestCode(request, traveller.email));
  await snap('accounts-verify-ar');
  await page.getByRole('button', { name: ar.otp.verify }).click();
  await expect(page.getByText(ar.otp.verified)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await snap('accounts-dashboard-ar');
});
