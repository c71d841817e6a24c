import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer, signUp } from '../accounts.ts';
import { buildTestApp } from '../helper.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'safar-auth-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

// JWT_SECRET is set to '' (unset) so the generated secret is used.
const withoutSecret = () => buildTestApp({ env: { DATA_DIR: dataDir, JWT_SECRET: '' } });

describe('the signing secret without JWT_SECRET', () => {
  it('is generated once into DATA_DIR/jwt-secret, readable by its owner only', async () => {
    const t = await withoutSecret();
    await t.close();

    const file = path.join(dataDir, 'jwt-secret');
    const secret = (await readFile(file, 'utf8')).trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is kept across restarts, so tokens stay valid', async () => {
    const first = await withoutSecret();
    const session = await signUp(first);
    const secret = await readFile(path.join(dataDir, 'jwt-secret'), 'utf8');
    await first.close();

    const second = await withoutSecret();
    try {
      expect(await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
      // Another database, so the account is gone: the token's signature was accepted, the
      // account lookup is what refuses it.
      const response = await second.app.inject({
        method: 'GET',
        url: '/authentication/profile/',
        headers: bearer(session.access),
      });
      expect(response.json()).toEqual({
        detail: 'This account no longer exists.',
        code: 'token_invalid',
      });
    } finally {
      await second.close();
    }
  });

  it('differs between data directories, so their tokens do not mix', async () => {
    const first = await withoutSecret();
    const session = await signUp(first);
    await first.close();
    const otherDir = await mkdtemp(path.join(tmpdir(), 'safar-auth-'));
    const other = await buildTestApp({ env: { DATA_DIR: otherDir, JWT_SECRET: '' } });
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/authentication/profile/',
        headers: bearer(session.access),
      });
      expect(response.json()).toEqual({
        detail: 'The access token is not valid.',
        code: 'token_invalid',
      });
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a secret file that is too short', async () => {
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short\n', { mode: 0o600 });

    await expect(withoutSecret()).rejects.toThrow(
      'holds a secret shorter than 32 characters: delete the file or set JWT_SECRET',
    );
  });

  it('is not written when JWT_SECRET is set', async () => {
    const t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    await t.close();

    await expect(stat(path.join(dataDir, 'jwt-secret'))).rejects.toThrow('ENOENT');
  });
});
