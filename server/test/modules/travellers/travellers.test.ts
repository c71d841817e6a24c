import { SAVED_TRAVELLERS_MAX } from '../../../src/modules/travellers/constants.ts';
import { bearer, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

// /authentication/profile/travellers/: the travellers a signed-in user keeps for the next booking.
let t: TestApp;
let traveller: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  traveller = await signUp(t);
  other = await signUp(t);
});
afterAll(() => t.close());

const PATH = '/authentication/profile/travellers/';
const layla = {
  fullName: 'Layla Haddad',
  gender: 'female',
  dateOfBirth: '1990-05-17',
  nationality: 'UAE',
  passportNumber: 'N1234567',
  passportExpiry: '2031-01-31',
};
const omar = {
  ...layla,
  fullName: 'Omar Haddad',
  gender: 'male',
  nationality: 'EG',
  passportNumber: 'P7654321',
};

const list = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: PATH, headers: bearer(who.access) });
const save = (who: SignedIn, travellers: unknown) =>
  t.app.inject({ method: 'PUT', url: PATH, headers: bearer(who.access), payload: { travellers } });
const remove = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${PATH}${id}/`, headers: bearer(who.access) });

it('saves travellers, updates one by its passport, lists them by name and forgets one', async () => {
  expect((await list(traveller)).json()).toEqual([]);
  const saved = await save(traveller, [omar, layla]);
  expect(saved.statusCode).toBe(200);
  expect(saved.headers['cache-control']).toBe('no-store');
  expect(saved.json().map((each: { fullName: string }) => each.fullName)).toEqual([
    'Layla Haddad',
    'Omar Haddad',
  ]);
  // The same passport (in any letter case) is the same traveller: updated, not added.
  const renewed = await save(traveller, [
    { ...layla, passportNumber: 'n1234567', passportExpiry: '2035-06-30' },
  ]);
  const travellers = renewed.json();
  expect(travellers).toHaveLength(2);
  expect(travellers[0]).toMatchObject({ ...layla, passportExpiry: '2035-06-30' });
  expect((await list(traveller)).json()).toEqual(travellers);

  // Another user sees none of them and cannot delete them.
  expect((await list(other)).json()).toEqual([]);
  expect((await remove(other, travellers[0].id)).statusCode).toBe(404);
  expect((await remove(traveller, travellers[0].id)).statusCode).toBe(204);
  expect((await remove(traveller, travellers[0].id)).statusCode).toBe(404);
  expect((await list(traveller)).json().map((each: { id: string }) => each.id)).toEqual([
    travellers[1].id,
  ]);
});

it('keeps at most the limit, and saves nothing of a list that goes past it', async () => {
  const who = await signUp(t);
  const many = Array.from({ length: SAVED_TRAVELLERS_MAX }, (_, index) => ({
    ...layla,
    passportNumber: `X${String(index).padStart(7, '0')}`,
  }));
  expect((await save(who, many)).statusCode).toBe(200);
  const over = await save(who, [{ ...layla, passportNumber: 'Z9999999' }]);
  expect(over.statusCode).toBe(409);
  expect(over.json()).toMatchObject({ code: 'too_many' });
  expect((await list(who)).json()).toHaveLength(SAVED_TRAVELLERS_MAX);
});

it.each([
  ['no travellers', [], 'travellers'],
  ['a name of one letter', [{ ...layla, fullName: 'L' }], 'travellers.0.fullName'],
  ['a nationality not offered', [{ ...layla, nationality: 'XX' }], 'travellers.0.nationality'],
  [
    'a passport with spaces',
    [{ ...layla, passportNumber: 'N 123 456' }],
    'travellers.0.passportNumber',
  ],
  ['a date that is no date', [{ ...layla, dateOfBirth: '1990-02-31' }], 'travellers.0.dateOfBirth'],
  ['a birth in the future', [{ ...layla, dateOfBirth: '2999-01-01' }], 'travellers.0.dateOfBirth'],
  [
    'one passport twice',
    [layla, { ...omar, passportNumber: 'N1234567' }],
    'travellers.1.passportNumber',
  ],
  ['a NUL in a name', [{ ...layla, fullName: 'Lay\u0000la' }], undefined],
])('400 for %s, and nothing saved', async (_name, travellers, field) => {
  const who = await signUp(t);
  const response = await save(who, travellers);
  expect(response.statusCode).toBe(400);
  if (field) expect(response.json().field).toBe(field);
  expect((await list(who)).json()).toEqual([]);
});

it('401 without a session, 400 for an id that is not one', async () => {
  expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
  expect(
    (await t.app.inject({ method: 'PUT', url: PATH, payload: { travellers: [layla] } })).statusCode,
  ).toBe(401);
  expect((await remove(traveller, 'not-an-id')).statusCode).toBe(400);
});
