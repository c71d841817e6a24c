import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../../lib/clock.ts';
import { TOKEN_LIFETIMES } from './constants.ts';

// Access and refresh tokens are HS256 JWTs signed with JWT_SECRET. The header's typ tells them
// apart, so neither can stand in for the other. A guest's booking token (one booking opened with a
// mailed code, no account) also has its own audience: it is no account's token anywhere. iat keeps milliseconds (RFC 7519 allows a
// fractional NumericDate): a password change at 12:00:00.500 must refuse a token issued at
// 12:00:00.200 but accept one issued at 12:00:00.700.

const ALGORITHM = 'HS256';
const ISSUER = 'safar';
const AUDIENCE = 'safar';
const GUEST_AUDIENCE = 'safar-guest-booking';
const ACCESS_TYPE = 'at+jwt';
const REFRESH_TYPE = 'rt+jwt';
const GUEST_TYPE = 'guest+jwt';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessClaims {
  userId: string;
  // The sign-in (refresh token family) the token belongs to.
  sessionId: string;
  issuedAt: Date;
}

export interface RefreshClaims {
  userId: string;
  familyId: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

export interface GuestBookingClaims {
  bookingId: string;
}

export type TokenProblem = 'token_invalid' | 'token_expired';

export class TokenError extends Error {
  readonly code: TokenProblem;

  constructor(code: TokenProblem) {
    super(code === 'token_expired' ? 'token expired' : 'token invalid');
    this.name = 'TokenError';
    this.code = code;
  }
}

export interface TokenService {
  signAccess(userId: string, sessionId: string): Promise<string>;
  signRefresh(userId: string, familyId: string): Promise<{ token: string; claims: RefreshClaims }>;
  verifyAccess(token: string): Promise<AccessClaims>;
  verifyRefresh(token: string): Promise<RefreshClaims>;
  signGuestBooking(bookingId: string): Promise<string>;
  verifyGuestBooking(token: string): Promise<GuestBookingClaims>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);

  function sign(
    type: string,
    claims: JWTPayload,
    lifetimeSeconds: number,
    now: Date,
    audience = AUDIENCE,
  ) {
    const issuedAt = now.getTime() / 1000;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: type })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(issuedAt) + lifetimeSeconds)
      .sign(key);
  }

  async function verify(token: string, type: string, audience = AUDIENCE): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience,
        typ: type,
        currentDate: clock.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError('token_expired');
      throw new TokenError('token_invalid');
    }
  }

  // Every id in a token is a UUID (they are looked up in uuid columns).
  const id = (payload: JWTPayload, claim: string): string => {
    const value = payload[claim];
    if (typeof value !== 'string' || !UUID.test(value)) throw new TokenError('token_invalid');
    return value;
  };
  const seconds = (value: number | undefined) => new Date(Math.round((value ?? 0) * 1000));

  return {
    signAccess(userId, sessionId) {
      return sign(
        ACCESS_TYPE,
        { sub: userId, sid: sessionId },
        TOKEN_LIFETIMES.accessSeconds,
        clock.now(),
      );
    },
    async signRefresh(userId, familyId) {
      const now = clock.now();
      const jti = randomUUID();
      const token = await sign(
        REFRESH_TYPE,
        { sub: userId, fam: familyId, jti },
        TOKEN_LIFETIMES.refreshSeconds,
        now,
      );
      const expiresAt = new Date(
        (Math.floor(now.getTime() / 1000) + TOKEN_LIFETIMES.refreshSeconds) * 1000,
      );
      return { token, claims: { userId, familyId, jti, issuedAt: now, expiresAt } };
    },
    async verifyAccess(token) {
      const payload = await verify(token, ACCESS_TYPE);
      return {
        userId: id(payload, 'sub'),
        sessionId: id(payload, 'sid'),
        issuedAt: seconds(payload.iat),
      };
    },
    async verifyRefresh(token) {
      const payload = await verify(token, REFRESH_TYPE);
      return {
        userId: id(payload, 'sub'),
        familyId: id(payload, 'fam'),
        jti: id(payload, 'jti'),
        issuedAt: seconds(payload.iat),
        expiresAt: seconds(payload.exp),
      };
    },
    signGuestBooking(bookingId) {
      return sign(
        GUEST_TYPE,
        { sub: bookingId },
        TOKEN_LIFETIMES.guestBookingSeconds,
        clock.now(),
        GUEST_AUDIENCE,
      );
    },
    async verifyGuestBooking(token) {
      const payload = await verify(token, GUEST_TYPE, GUEST_AUDIENCE);
      return { bookingId: id(payload, 'sub') };
    },
  };
}
