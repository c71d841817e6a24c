import { Type } from 'typebox';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';

test('probe', async () => {
  expect(Type.String().type).toBe('string');
  const pg = new PGlite();
  const db = drizzle({ client: pg });
  const r = await db.execute(sql`select 1 as one`);
  expect(r.rows[0]).toEqual({ one: 1 });
  await pg.close();
  const app = Fastify();
  await app.ready();
  await app.close();
});
