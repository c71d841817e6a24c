import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A database of its own on a PostgreSQL server, for one test file or one script run: created
// empty, dropped (connections and all) by drop(). Plain Node: no Jest globals here.
export async function createThrowawayDatabase(adminUrl: string) {
  const name = `safar_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
