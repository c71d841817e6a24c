import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { badRequest, type ApiError } from '../../lib/api-error.ts';
import {
  createPriorityLimiter,
  LimiterFullError,
  type Priority,
} from '../../lib/priority-limiter.ts';
import { serviceBusy } from '../overload/busy.ts';
import { isCommonPassword } from './common-passwords.ts';
import { ACCOUNT_LIMITS } from './constants.ts';

// Passwords are hashed with scrypt (N = 2^logN, r = 8, p = 1; OWASP's recommendation is logN 17)
// and a random 16-byte salt, into a self-describing PHC-style string:
//   $scrypt$ln=17,r=8,p=1$<salt, base64>$<32-byte key, base64>
// so the cost can be raised later: old hashes still verify with the cost they carry, and
// needsRehash tells the sign-in to store a stronger one.

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const HASH_FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

// One derivation at the production cost takes about half a second of a core and 128 MB, and
// runs on libuv's thread pool (four threads, shared with file and compression work). Unbounded,
// eight parallel sign-ups made a sign-in wait five seconds. So derivations run a few at a time
// (never more than the cores, and at most three so the pool keeps a thread), and checking a
// password someone is signing in with goes ahead of hashing a new one (and of checking one
// typed for an email that has no account, see service.ts). Only a few more may wait,
// per priority; beyond that a request is refused at once with 503 and Retry-After: a burst of
// thirty sign-ins would otherwise queue fifteen seconds of hashing ahead of everyone, the owner
// of an account included.
export const DERIVATION_SLOTS = Math.min(3, availableParallelism());
export const DERIVATIONS_WAITING = DERIVATION_SLOTS;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  // False for a wrong password and for a hash this code cannot read. Urgent unless said otherwise.
  verify(password: string, hash: string, priority?: Priority): Promise<boolean>;
  // Whether a hash is weaker than the current cost (the sign-in then stores a stronger one).
  needsRehash(hash: string): boolean;
  // A hash of a random password at the current cost: verifying a sign-in against it when the
  // email matches no account takes as long as a real check, so timing does not tell them apart.
  dummy(): Promise<string>;
}

export interface PasswordHasherOptions {
  logN: number;
  // Derivations that may wait per priority before requests are refused.
  maxWaiting?: number;
}

// One per app: its limiter guards this process's thread pool.
export function createPasswordHasher({
  logN,
  maxWaiting = DERIVATIONS_WAITING,
}: PasswordHasherOptions): PasswordHasher {
  const derivations = createPriorityLimiter(DERIVATION_SLOTS, { maxWaiting, expectedTaskMs: 500 });
  const derive = async (
    password: string,
    salt: Buffer,
    params: { logN: number; r: number; p: number },
    priority: Priority,
  ) => {
    try {
      return await derivations.run(priority, () => scryptKey(password, salt, params));
    } catch (error) {
      if (!(error instanceof LimiterFullError)) throw error;
      throw serviceBusy(
        'Too many people are signing in right now. Please try again in a moment.',
        error.retryAfterMs,
      );
    }
  };
  let dummy: Promise<string> | null = null;

  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const params = { logN, r: BLOCK_SIZE, p: PARALLELISM };
      const key = await derive(password, salt, params, 'ordinary');
      const encode = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
      return `$scrypt$ln=${logN},r=${BLOCK_SIZE},p=${PARALLELISM}$${encode(salt)}$${encode(key)}`;
    },
    // A person is waiting on it, so it goes ahead of new hashes.
    async verify(password, hash, priority = 'urgent') {
      const parsed = parseHash(hash);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed, priority);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
    needsRehash(hash) {
      const parsed = parseHash(hash);
      return parsed === null || parsed.logN < logN || parsed.r < BLOCK_SIZE;
    },
    dummy() {
      dummy ??= hasher.hash(randomBytes(16).toString('hex'));
      return dummy;
    },
  };
  return hasher;
}

function scryptKey(
  password: string,
  salt: Buffer,
  { logN, r, p }: { logN: number; r: number; p: number },
) {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes (128 MB at logN 17), over Node's 32 MB default maxmem.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  // NFKC, as NIST SP 800-63B advises: the same password typed on two keyboards gives one key.
  const normalized = password.normalize('NFKC');
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(normalized, salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parseHash(hash: string): ParsedHash | null {
  const match = HASH_FORMAT.exec(hash);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match;
  const parsed = {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
  const sane = parsed.logN >= 1 && parsed.logN <= 20 && parsed.r >= 1 && parsed.p >= 1;
  return sane && parsed.key.length > 0 ? parsed : null;
}

export interface PasswordMessages {
  tooShort: string;
  tooLong: string;
  mismatch: string;
  unchanged?: string;
}

export const SIGN_UP_PASSWORD_MESSAGES: PasswordMessages = {
  tooShort: `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
  tooLong: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  mismatch: 'Passwords do not match',
};

export const CHANGE_PASSWORD_MESSAGES: PasswordMessages = {
  tooShort: `New password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
  tooLong: `New password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  mismatch: 'New passwords do not match',
  unchanged: 'New password must be different from current password',
};

const TOO_COMMON = 'This password is too common and easy to guess. Please choose another one.';

// The first rule a new password breaks, as a 400 naming the field, or null. The order is the
// spec's (§5): length, then match, then (on change) different from the current one; then not a
// common password. Length counts characters (code points), so an emoji counts once.
export function checkNewPassword(options: {
  password: string;
  field: string;
  confirmation?: { value: string; field: string };
  current?: string;
  messages: PasswordMessages;
}): ApiError | null {
  const { password, field, confirmation, current, messages } = options;
  const length = [...password].length;
  if (length < ACCOUNT_LIMITS.passwordMin) {
    return badRequest(messages.tooShort, 'password_too_short', field);
  }
  if (length > ACCOUNT_LIMITS.passwordMax) {
    return badRequest(messages.tooLong, 'password_too_long', field);
  }
  if (confirmation && confirmation.value !== password) {
    return badRequest(messages.mismatch, 'password_mismatch', confirmation.field);
  }
  if (current !== undefined && messages.unchanged && current === password) {
    return badRequest(messages.unchanged, 'password_unchanged', field);
  }
  if (isCommonPassword(password)) return badRequest(TOO_COMMON, 'password_too_common', field);
  return null;
}
