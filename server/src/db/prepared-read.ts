import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { Column, is, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.ts';

// The reads every search makes (the seats sold on its flights, the rooms sold in its hotels),
// prepared once per connection under a name and then only bound and run, with their values as
// parameters. Asked through drizzle, PGlite parses and plans a statement on every call (six
// messages into its WASM, the planning costing more than the rest of a search); node-postgres
// prepares a named statement once per connection, as drizzle's prepare(name) would. A handle
// without a client of its own (a transaction's) runs drizzle's prepared statement instead.
// Either way the rows come back as drizzle's would: objects with the selection's keys.

interface ReadQuery<Row> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
  readonly _: { readonly selectedFields: Record<string, unknown> };
}

export type ReadValue = string | number | readonly (string | number)[];

export interface PreparedRead<Row> {
  run(db: Database, values: Record<string, ReadValue>): Promise<Row[]>;
}

// PostgreSQL's duplicate_prepared_statement: another copy of this module in the process (a test
// runner's module registry) prepared the statement on the same PGlite first.
const DUPLICATE_PREPARED_STATEMENT = '42P05';

interface Statement<Row> {
  query: ReadQuery<Row>;
  text: string;
  // The placeholders' names in the order of the statement's parameters ($1, $2…).
  parameters: string[];
  // The selection's keys in column order, each with its column's decoder, if any.
  fields: [key: string, decode: ((value: unknown) => unknown) | null][];
}

export function preparedRead<Row>(
  name: string,
  build: (db: Database) => ReadQuery<Row>,
): PreparedRead<Row> {
  // The statement built once per database handle (its text, parameters and fields), and the
  // PGlite databases it has been prepared on. Not a cache of rows: they are read on every call.
  const statements = new WeakMap<Database, Statement<Row>>();
  const preparedOn = new WeakSet<PGlite>();

  const statementFor = (db: Database): Statement<Row> => {
    let statement = statements.get(db);
    if (!statement) {
      const query = build(db);
      const { sql, params } = query.toSQL();
      statement = {
        query,
        text: sql,
        parameters: params.map((param) => {
          if (!is(param, Placeholder)) throw new Error(`${name}: takes placeholders only`);
          return param.name;
        }),
        fields: Object.entries(query._.selectedFields).map(([key, field]) => [
          key,
          is(field, Column)
            ? (value) => (value === null ? null : field.mapFromDriverValue(value))
            : null,
        ]),
      };
      statements.set(db, statement);
    }
    return statement;
  };

  const toRow = (fields: Statement<Row>['fields'], values: readonly unknown[]): Row => {
    const row: Record<string, unknown> = {};
    fields.forEach(([key, decode], index) => {
      const value = values[index];
      row[key] = decode ? decode(value) : value;
    });
    return row as Row;
  };

  // One message into PGlite's WASM: bind the named statement, describe and run it (parsing it
  // first on this database's first call). It takes the two locks PGlite's own query() takes
  // (_runExclusiveTransaction, then runExclusive): PGlite is one session, and a read must never
  // land inside another request's open transaction.
  const runOnPglite = async (
    client: PGlite,
    statement: Statement<Row>,
    values: ReadValue[],
  ): Promise<unknown[][]> => {
    // PGlite's own query() says so when it has been closed; its protocol calls would fail
    // with a TypeError instead, which no one could tell from a bug (a 500, not a 503).
    if (client.closed) throw new Error('PGlite is closed');
    const { serialize } = protocol;
    const parseFirst = !preparedOn.has(client);
    const messages = [
      ...(parseFirst ? [serialize.parse({ name, text: statement.text })] : []),
      serialize.bind({
        statement: name,
        values: values.map((value) =>
          Array.isArray(value) ? types.arraySerializer(value, undefined, 0) : String(value),
        ),
      }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    const message = new Uint8Array(messages.reduce((sum, part) => sum + part.length, 0));
    messages.reduce((offset, part) => (message.set(part, offset), offset + part.length), 0);
    try {
      const { messages: answer } = await client._runExclusiveTransaction(() =>
        client.runExclusive(() => client.execProtocol(message, { syncToFs: false })),
      );
      preparedOn.add(client);
      const [result] = parse.parseResults(answer, client.parsers, { rowMode: 'array' });
      return (result?.rows ?? []) as unknown[][];
    } catch (error) {
      if (!parseFirst || (error as { code?: unknown }).code !== DUPLICATE_PREPARED_STATEMENT) {
        throw error;
      }
      preparedOn.add(client);
      return runOnPglite(client, statement, values);
    }
  };

  return {
    async run(db, named) {
      const statement = statementFor(db);
      const values = statement.parameters.map((parameter) => {
        const value = named[parameter];
        if (value === undefined) throw new Error(`${name}: no value for ${parameter}`);
        return value;
      });
      const client = (db as { $client?: unknown }).$client;
      if (client instanceof PGlite) {
        const rows = await runOnPglite(client, statement, values);
        return rows.map((row) => toRow(statement.fields, row));
      }
      if (client instanceof pg.Pool) {
        const result = await client.query({ name, text: statement.text, values, rowMode: 'array' });
        return result.rows.map((row: unknown[]) => toRow(statement.fields, row));
      }
      return statement.query.prepare(name).execute(named);
    },
  };
}
