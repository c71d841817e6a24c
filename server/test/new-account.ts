// A different, valid account each call (plain TypeScript: the scripts that sign up over HTTP
// use it too).

export interface TestAccount {
  name: string;
  email: string;
  phone_number: string;
  password: string;
}

let counter = 0;

// A different, valid account each call.
export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  const id = `${process.pid}${counter}`.slice(-9).padStart(9, '0');
  return {
    name: 'Layla Haddad',
    email: `layla.${counter}.${process.pid}@example.com`,
    phone_number: `+9715${id}`,
    password: 'Desert-Falcon-42',
    ...overrides,
  };
}
