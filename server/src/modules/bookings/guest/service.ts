import type { Database } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import {
  badRequest,
  rateLimited,
  retryAfterSeconds,
  tooManyRequests,
} from '../../../lib/api-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { checkCode, limitWrongCodes, OTP_EXPIRED, type CodeCheck } from '../../auth/codes.ts';
import { OTP_RULES } from '../../auth/constants.ts';
import { generateCode, isWellFormedCode, type CodeHasher } from '../../auth/otp.ts';
import type { TokenService } from '../../auth/tokens.ts';
import type { MailService } from '../../mail/service.ts';
import type { RateLimiter } from '../../rate-limits/service.ts';
import type { BookingCore } from '../core.ts';
import { findBookingByContact } from '../repository.ts';
import type { Booking } from '../schemas.ts';
import { GUEST_BOOKING_LIMITS, GUEST_CODE_SENT } from './constants.ts';
import { guestCodeMail } from './mail.ts';
import {
  countWrongAccessCode,
  deleteAccessCode,
  lockAccessCode,
  saveAccessCode,
} from './repository.ts';
import type {
  FindBookingRequest,
  GuestBookingAccess,
  GuestDetail,
  VerifyFindBookingRequest,
} from './schemas.ts';

// "Find my booking" (issue 28): a traveller without an account session opens a booking with its
// reference, its contact e-mail and a code mailed there. The code follows the account codes'
// rule (auth/codes.ts checkCode: 4 CSPRNG digits, HMAC-hashed, 10 minutes, single use, five
// wrong tries) and is bound to the booking. A request answers the same whether or not the pair
// matches, and takes the same path up to the lookup; only a match saves a code and mails it
// (in the background, so the answer does not wait for the mail). Once opened, the guest reads and
// cancels that one booking through the same booking core as its owner.

export interface GuestBookingDeps {
  db: Database;
  clock: Clock;
  mail: MailService;
  rateLimits: RateLimiter;
  codeHasher: CodeHasher;
  tokens: TokenService;
  bookings: BookingCore;
}

const PURPOSE = 'booking_access';

export function createGuestBookingService(deps: GuestBookingDeps) {
  const { db, clock, mail, rateLimits, codeHasher, tokens, bookings } = deps;

  return {
    async requestCode(input: FindBookingRequest): Promise<GuestDetail> {
      const email = input.email.toLowerCase();
      const hourly = await rateLimits.consume([
        { scope: 'guest_code_email', key: email, ...GUEST_BOOKING_LIMITS.requestsPerEmail },
        {
          scope: 'guest_code_reference',
          key: input.reference,
          ...GUEST_BOOKING_LIMITS.requestsPerReference,
        },
      ]);
      if (!hourly.allowed) {
        throw rateLimited(
          'Too many codes were requested for this booking or e-mail address.',
          hourly.retryAfterMs,
        );
      }
      // One code a minute for a pair, as for the account codes (the page's resend countdown).
      const minute = await rateLimits.consume([
        {
          scope: 'guest_code_send',
          key: `${input.reference}:${email}`,
          limit: 1,
          windowSeconds: OTP_RULES.resendIntervalSeconds,
        },
      ]);
      if (!minute.allowed) {
        await rateLimits.release(hourly.eventIds);
        throw tooManyRequests(
          `Please wait ${retryAfterSeconds(minute.retryAfterMs)} second(s) before requesting a new code.`,
          'rate_limited',
          minute.retryAfterMs,
        );
      }
      const booking = await findBookingByContact(db, input.reference, email);
      if (booking) {
        const code = generateCode();
        const now = clock.now();
        await saveAccessCode(db, {
          bookingId: booking.id,
          codeHash: codeHasher.hash(booking.id, PURPOSE, code),
          expiresAt: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
          sentAt: now,
        });
        mail.sendLater(guestCodeMail(booking.email, input.reference, code));
      }
      return { detail: GUEST_CODE_SENT };
    },

    // A pair with no booking answers like a booking with no code. Wrong codes count against the
    // client address with the account codes' (one budget of guesses per address).
    async verifyCode(
      input: VerifyFindBookingRequest,
      clientIp: string,
    ): Promise<GuestBookingAccess> {
      if (!isWellFormedCode(input.code)) {
        throw badRequest(`code: must be ${OTP_RULES.length} digits`, 'invalid', 'code');
      }
      const counted = await limitWrongCodes(deps, clientIp);
      const booking = await findBookingByContact(db, input.reference, input.email);
      if (!booking) throw OTP_EXPIRED();
      const now = clock.now();
      // A wrong try is written, not thrown, so the transaction commits its count.
      const check = await inTransaction(db, async (tx): Promise<CodeCheck> => {
        const stored = await lockAccessCode(tx, booking.id);
        const result = checkCode(stored, now, (hash) =>
          codeHasher.matches(booking.id, PURPOSE, input.code, hash),
        );
        if (result.ok) await deleteAccessCode(tx, booking.id);
        else if (result.countAsWrong) await countWrongAccessCode(tx, booking.id);
        return result;
      });
      if (!check.ok) throw check.error;
      await rateLimits.release(counted);
      return {
        access: await tokens.signGuestBooking(booking.id),
        booking: await bookings.get({ guestBookingId: booking.id }, { id: booking.id }),
      };
    },

    get(bookingId: string): Promise<Booking> {
      return bookings.get({ guestBookingId: bookingId }, { id: bookingId });
    },

    cancel(bookingId: string): Promise<Booking> {
      return bookings.cancel({ guestBookingId: bookingId }, { id: bookingId });
    },
  };
}

export type GuestBookingService = ReturnType<typeof createGuestBookingService>;
