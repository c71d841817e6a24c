import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AvatarStore } from '../../plugins/media.ts';
import type { MailService } from '../mail/service.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { CodeHasher } from './otp.ts';
import type { PasswordHasher } from './passwords.ts';
import type { TokenService } from './tokens.ts';

// What the account services use, taken from the app once when the routes are registered.
export interface AuthDeps {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  codeHasher: CodeHasher;
  rateLimits: RateLimiter;
  mail: MailService;
  avatars: AvatarStore;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
}

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    clock: app.clock,
    tokens: app.tokens,
    codeHasher: app.codeHasher,
    rateLimits: app.rateLimits,
    mail: app.mail,
    avatars: app.avatars,
    passwords: app.passwords,
    log: app.log,
  };
}
