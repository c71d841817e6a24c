import type { Database } from './client.ts';

// The reads every search makes (the seats sold on its flights, the rooms sold in its hotels, the
// cars out at a branch, the versions of the sales scopes) as drizzle prepared statements, built
// once per database handle: node-postgres prepares a named statement once per connection; PGlite
// parses and plans it on every call. Not a cache of rows: they are read on every call.
export function preparedPerHandle<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
