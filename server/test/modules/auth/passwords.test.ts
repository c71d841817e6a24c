import { isCommonPassword } from '../../../src/modules/auth/common-passwords.ts';
import { createPasswordHasher } from '../../../src/modules/auth/passwords.ts';
import { SCRYPT_LOG_N } from '../../../src/plugins/config.ts';
import { TEST_SCRYPT_LOG_N } from '../../helper.ts';

const production = createPasswordHasher({ logN: SCRYPT_LOG_N });
const hasher = createPasswordHasher({ logN: TEST_SCRYPT_LOG_N });
const hashPassword = (password: string, logN: number) =>
  createPasswordHasher({ logN }).hash(password);

describe('password hashing', () => {
  it('uses scrypt at OWASP cost (N=2^17, r=8, p=1) in production, in a self-describing string', async () => {
    expect(SCRYPT_LOG_N).toBe(17);

    const hash = await production.hash('Desert-Falcon-42');

    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await production.verify('Desert-Falcon-42', hash)).toBe(true);
    expect(await production.verify('Desert-Falcon-43', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const first = await hasher.hash('same password');
    const second = await hasher.hash('same password');

    expect(first).not.toBe(second);
    expect(await hasher.verify('same password', first)).toBe(true);
    expect(await hasher.verify('same password', second)).toBe(true);
  });

  it('verifies with the cost the hash carries', async () => {
    const cheap = await hashPassword('old account', 4);

    expect(await hasher.verify('old account', cheap)).toBe(true);
    expect(hasher.needsRehash(cheap)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('x'))).toBe(false);
  });

  it('treats the same password typed in composed or decomposed Unicode as one', async () => {
    const hash = await hasher.hash('caf\u00e9-au-lait');

    expect(await hasher.verify('cafe\u0301-au-lait', hash)).toBe(true);
  });

  it.each(['', 'plain text', '$scrypt$ln=99,r=8,p=1$abc$def', '$argon2id$v=19$m=1,t=1,p=1$a$b'])(
    'says no to a hash it cannot read: %j',
    async (hash) => {
      expect(await hasher.verify('anything', hash)).toBe(false);
      expect(hasher.needsRehash(hash)).toBe(true);
    },
  );

  it('makes one dummy hash per cost for unknown accounts', async () => {
    const hash = await hasher.dummy();

    expect(await hasher.dummy()).toBe(hash);
    expect(hash).toMatch(new RegExp(`^\\$scrypt\\$ln=${TEST_SCRYPT_LOG_N},`));
  });
});

describe('the common-password list', () => {
  it.each(['password', '123456', 'qwerty123', 'iloveyou', 'Password1', 'TRUSTNO1', 'sunshine'])(
    'has %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Desert-Falcon-42', 'Oasis-Caravan-77', 'correct horse battery staple'])(
    'does not have %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
