import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

// One process at a time on the embedded database's directory. Two processes opening the same
// PGlite data directory lose acknowledged commits and corrupt it, so the server takes this lock
// before opening it and keeps it until it closes.
//
// The lock is a file naming its owner (pid and host). It is created atomically (a hard link of a
// file already written, which fails if the lock exists), so two servers starting together cannot
// both take it. A lock whose owner is no longer running on this host (a server killed with
// SIGKILL, a power loss) is stale: it is moved aside under a unique name, and taken over only if
// what was moved is still the stale lock that was read (another starter may have recovered it in
// between; then its fresh lock is put back and it wins).

export const LOCK_FILE = 'safar.lock';

interface Owner {
  pid: number;
  host: string;
  since: string;
}

export class DataDirLockedError extends Error {
  readonly owner: Owner;

  constructor(dir: string, owner: Owner) {
    super(
      `Another Safar server (pid ${owner.pid} on ${owner.host}, since ${owner.since}) is using the ` +
        `embedded database in ${dir}. Stop it first, or give this server its own DATA_DIR ` +
        '(several servers share one database only on PostgreSQL: set DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
    this.owner = owner;
  }
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

function parseOwner(text: string): Owner | null {
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return { pid: owner.pid, host: owner.host, since: String(owner.since ?? 'unknown') };
    }
  } catch {
    // Not a lock this code wrote whole: treated as stale below.
  }
  return null;
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return code(error) === 'EPERM';
  }
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
}

// Takes the lock or throws DataDirLockedError; resolves to its release.
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const unique = () => `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const mine: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const text = JSON.stringify(mine);
  const draft = unique();
  await writeFile(draft, text, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(draft, lockPath);
        return async () => {
          // Only a lock that is still ours is removed.
          if ((await readText(lockPath)) === text) await unlink(lockPath).catch(() => {});
        };
      } catch (error) {
        if (code(error) !== 'EEXIST') throw error;
      }
      const found = await readText(lockPath);
      if (found === null) continue;
      const owner = parseOwner(found);
      if (owner && (owner.host !== mine.host || isRunning(owner.pid))) {
        throw new DataDirLockedError(dir, owner);
      }
      await recoverStale(lockPath, found, unique());
    }
    throw new Error(`could not take the lock ${lockPath}: it kept changing`);
  } finally {
    await unlink(draft).catch(() => {});
  }
}

async function recoverStale(lockPath: string, stale: string, aside: string): Promise<void> {
  try {
    await rename(lockPath, aside);
  } catch (error) {
    if (code(error) === 'ENOENT') return; // someone else moved it first
    throw error;
  }
  if ((await readText(aside)) !== stale) {
    // A fresh lock was taken between reading and moving: give it back to its owner.
    await link(aside, lockPath).catch(() => {});
  }
  await unlink(aside).catch(() => {});
}
