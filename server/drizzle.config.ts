import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (run from the repository root) diffs src/db/schema.ts against the last
// snapshot in drizzle/meta and writes the next SQL migration; the server applies it on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
