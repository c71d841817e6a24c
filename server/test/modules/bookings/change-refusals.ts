import type { LightMyRequestResponse } from 'fastify';
import { bearer, type SignedIn } from '../../accounts.ts';
import type { TestApp } from '../../helper.ts';

/**
 * Sends each of `cases` (a change body and the field its 400 must name) to `quote`, and expects
 * each refused as bad input, with the booking afterwards exactly as it was before.
 */
export async function expectRefusedUnchanged(
  t: TestApp,
  user: SignedIn,
  reference: string,
  quote: (body: object) => Promise<LightMyRequestResponse>,
  cases: readonly (readonly [object, string])[],
) {
  const read = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${reference}/`,
        headers: bearer(user.access),
      })
    ).json() as unknown;
  const before = await read();
  for (const [body, field] of cases) {
    const answer = await quote(body);
    expect([answer.statusCode, `${answer.json().field} ${answer.json().detail}`]).toEqual([
      400,
      expect.stringContaining(field),
    ]);
  }
  expect(await read()).toEqual(before);
}
