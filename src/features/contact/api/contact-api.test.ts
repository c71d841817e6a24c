import type * as server from '../../../../server/src/modules/contact/schemas';

import {
  toContactMessageRequest,
  type ContactMessageRequest,
  type ContactMessageResponse,
} from './contact-api';

/*
 * The contract with server/src/modules/contact/schemas.ts, checked by `tsc` (type imports only, so
 * no server code is loaded): if the server's request or answer changes, these lines
 * stop compiling.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contract: [
  Same<ContactMessageRequest, server.ContactMessageRequest>,
  Same<ContactMessageResponse, server.ContactMessageResponse>,
] = [true, true];

describe('toContactMessageRequest', () => {
  const values = {
    fullName: 'Layla Haddad',
    email: 'layla@example.com',
    messageType: 'media',
    message: 'May we interview your team about travel in the Gulf?',
  } as const;

  it('leaves out a phone the user did not give', () => {
    expect(toContactMessageRequest({ ...values, phone: '' })).toEqual(values);
  });

  it('sends a phone the user gave', () => {
    expect(toContactMessageRequest({ ...values, phone: '+971 4 123 4567' })).toEqual({
      ...values,
      phone: '+971 4 123 4567',
    });
  });

  it('matches the server contract', () => {
    expect(contract).toEqual([true, true]);
  });
});
