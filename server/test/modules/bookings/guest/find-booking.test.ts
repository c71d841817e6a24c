import { OTP_RULES } from '../../../../src/modules/auth/constants.ts';
import { GUEST_CODE_SENT } from '../../../../src/modules/bookings/guest/constants.ts';
import type { Booking } from '../../../../src/modules/bookings/schemas.ts';
import { mailCount, signUp, waitForMail, type SignedIn } from '../../../accounts.ts';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { signInAgain } from '../../flights/booking/booking-helpers.ts';
import { bookFlight, mailedCode, requestCode, verifyCode } from './guest-helpers.ts';

// POST /api/bookings/find/ and /find/verify/: a booking opened with its reference, its contact
// e-mail and a code mailed there (issue 28), under the account codes' rules.

let t: TestApp;
let layla: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  layla = await signUp(t);
});
afterAll(() => t.close());

async function booked(): Promise<{ booking: Booking; email: string }> {
  layla = await signInAgain(t, layla);
  return bookFlight(t, layla);
}

describe('POST /api/bookings/find/', () => {
  it('mails exactly one code to the booking’s contact address, whatever the case typed', async () => {
    const { booking, email } = await booked();
    const before = await mailCount(t, email);

    const response = await requestCode(t, {
      reference: booking.reference.toLowerCase(),
      email: ` ${email.toUpperCase()} `,
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: GUEST_CODE_SENT });
    const [mail] = await waitForMail(t, email, before + 1);
    expect(mail!.subject).toBe(`Your code to open Safar booking ${booking.reference}`);
    expect(mail!.text).toMatch(new RegExp(`\\b\\d{${OTP_RULES.length}}\\b`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailCount(t, email)).toBe(before + 1);
  });

  it('answers the same for a pair that matches no booking, and mails nobody', async () => {
    const { booking, email } = await booked();
    const other = await booked();
    const before = await mailCount(t, email);

    const wrongEmail = await requestCode(t, {
      reference: booking.reference,
      email: 'someone.else@example.com',
    });
    const wrongReference = await requestCode(t, { reference: 'ZZZZZZ', email });
    await mailedCode(t, other.booking.reference, other.email);

    for (const response of [wrongEmail, wrongReference]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ detail: GUEST_CODE_SENT });
    }
    expect(await mailCount(t, 'someone.else@example.com')).toBe(0);
    expect(await mailCount(t, email)).toBe(before);
  });

  it('sends one code a minute for a pair, with the wait in Retry-After', async () => {
    const { booking, email } = await booked();
    await mailedCode(t, booking.reference, email);

    const again = await requestCode(t, { reference: booking.reference, email });
    t.clock.advance(OTP_RULES.resendIntervalSeconds * 1000);
    const later = await requestCode(t, { reference: booking.reference, email });

    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'rate_limited', detail: expect.any(String) });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(later.statusCode).toBe(202);
  });
});

describe('POST /api/bookings/find/verify/', () => {
  it('opens the booking once with the right code; the code is then used up', async () => {
    const { booking, email } = await booked();
    const code = await mailedCode(t, booking.reference, email);

    const opened = await verifyCode(t, { reference: booking.reference, email, code });
    const again = await verifyCode(t, { reference: booking.reference, email, code });

    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ access: expect.any(String), booking });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('voids the code after five wrong tries, even for the right code after', async () => {
    const { booking, email } = await booked();
    const code = await mailedCode(t, booking.reference, email);
    const wrong = code === '0000' ? '0001' : '0000';
    const body = { reference: booking.reference, email, code: wrong };

    const answers = [];
    for (let attempt = 1; attempt <= OTP_RULES.maxWrongAttempts; attempt += 1) {
      answers.push(await verifyCode(t, body));
    }
    const right = await verifyCode(t, { ...body, code });

    for (const answer of answers.slice(0, -1)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        detail: 'Invalid OTP. Please try again.',
        code: 'otp_invalid',
      });
    }
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.at(-1)!.json()).toMatchObject({ code: 'otp_locked' });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('refuses a code after its ten minutes', async () => {
    const { booking, email } = await booked();
    const code = await mailedCode(t, booking.reference, email);
    t.clock.advance(OTP_RULES.ttlSeconds * 1000 + 1000);

    const response = await verifyCode(t, { reference: booking.reference, email, code });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'This code has expired. Please request a new one.',
      code: 'otp_expired',
    });
  });

  it('does not open a booking with another booking’s code or another address', async () => {
    const first = await booked();
    const second = await booked();
    const code = await mailedCode(t, first.booking.reference, first.email);

    const otherBooking = await verifyCode(t, {
      reference: second.booking.reference,
      email: second.email,
      code,
    });
    const otherEmail = await verifyCode(t, {
      reference: first.booking.reference,
      email: second.email,
      code,
    });

    expect(otherBooking.statusCode).toBe(400);
    expect(otherEmail.statusCode).toBe(400);
    expect(otherEmail.json()).toMatchObject({ code: 'otp_expired' });
  });
});

describe('bad bodies', () => {
  it.each([
    ['/api/bookings/find/', {}],
    ['/api/bookings/find/', { reference: 'K7M2QX' }],
    ['/api/bookings/find/', { reference: 'K7M2', email: 'a@example.com' }],
    ['/api/bookings/find/', { reference: 'K7M2QX', email: 'not-an-email' }],
    ['/api/bookings/find/', { reference: 42, email: ['a@example.com'] }],
    ['/api/bookings/find/verify/', { reference: 'K7M2QX', email: 'a@example.com' }],
    ['/api/bookings/find/verify/', { reference: 'K7M2QX', email: 'a@example.com', code: 'abcd' }],
    ['/api/bookings/find/verify/', { reference: 'K7M2QX', email: 'a@example.com', code: '12345' }],
  ])('%s answers 400 JSON to %j', async (url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  });

  it('answers 400 JSON to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/find/',
      headers: { 'content-type': 'application/json' },
      payload: '{"reference":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});
