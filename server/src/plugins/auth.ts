import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.ts';
import { globalPlugin } from '../lib/global-plugin.ts';
import { createCodeHasher, type CodeHasher } from '../modules/auth/otp.ts';
import { createPasswordHasher, type PasswordHasher } from '../modules/auth/passwords.ts';
import { findSessionState } from '../modules/auth/session-repository.ts';
import { createTokenService, TokenError, type TokenService } from '../modules/auth/tokens.ts';
import { JWT_SECRET_MIN_LENGTH } from './config.ts';

export interface AuthUser {
  id: string;
  // The sign-in (refresh token family) the access token belongs to.
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    codeHasher: CodeHasher;
    passwords: PasswordHasher;
    // preHandler for routes that need a signed-in user: sets request.user or answers 401.
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const SECRET_FILE = 'jwt-secret';

// Verifies the bearer access token of a request: its signature and lifetime, then, in one query,
// that the account still exists, that the token was issued after the last password change or
// reset, and that its sign-in has not been logged out or revoked.
export const authPlugin = globalPlugin(
  { name: 'auth', dependencies: ['config', 'db'] },
  async (app) => {
    const secret = app.config.jwtSecret ?? (await loadOrCreateSecret(app.config.dataDir, app.log));
    const tokens = createTokenService(secret, app.clock);
    app.decorate('tokens', tokens);
    app.decorate('codeHasher', createCodeHasher(secret));
    app.decorate(
      'passwords',
      createPasswordHasher({
        logN: app.config.scryptLogN,
        maxWaiting: app.config.passwordQueue ?? undefined,
      }),
    );
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (token === null) {
        throw unauthorized('Authentication credentials were not provided.', 'not_authenticated');
      }
      let claims;
      try {
        claims = await tokens.verifyAccess(token);
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        throw error.code === 'token_expired'
          ? unauthorized('Your session has expired. Please sign in again.', 'token_expired')
          : unauthorized('The access token is not valid.', 'token_invalid');
      }
      const state = await findSessionState(app.db, claims.userId, claims.sessionId);
      if (!state) throw unauthorized('This account no longer exists.', 'token_invalid');
      if (claims.issuedAt < state.tokensValidAfter) {
        throw unauthorized('Your password was changed. Please sign in again.', 'token_invalid');
      }
      if (!state.sessionActive) {
        throw unauthorized('You have been signed out. Please sign in again.', 'token_invalid');
      }
      request.user = { id: claims.userId, sessionId: claims.sessionId };
    });
  },
);

// The signed-in user of a route that runs app.authenticate first.
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('route needs app.authenticate as its preHandler');
  return request.user;
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +([^\s]+) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function unauthorized(detail: string, code: string): ApiError {
  // RFC 6750: a 401 says which scheme to use, and whether the token given was the problem.
  const challenge = code === 'not_authenticated' ? 'Bearer' : 'Bearer error="invalid_token"';
  return new ApiError(401, { detail, code }, { 'www-authenticate': challenge });
}

// Without JWT_SECRET, the first start writes a random secret to DATA_DIR/jwt-secret (readable by
// its owner only) and later starts read it back, so tokens survive restarts. It is written to a
// temporary file and hard-linked into place, so two processes starting together cannot read a
// half-written file: the second link fails and that process reads the first one's secret.
async function loadOrCreateSecret(dataDir: string, log: FastifyBaseLogger): Promise<string> {
  const file = path.join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
    log.info({ file }, 'JWT_SECRET is not set: generated a signing secret');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(
      `${file} holds a secret shorter than ${JWT_SECRET_MIN_LENGTH} characters: delete the file or set JWT_SECRET`,
    );
  }
  if (((await stat(file)).mode & 0o077) !== 0) {
    log.warn({ file }, 'the JWT secret file is readable by other users: chmod 600 it');
  }
  return secret;
}
