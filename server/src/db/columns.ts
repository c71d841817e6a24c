import { timestamp } from 'drizzle-orm/pg-core';

// Columns many tables (schema.ts and the files beside it) have alike.

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// Columns that rules compare with the app's clock are always written from it, never defaulted to
// the database's now(), so tests can move time.
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
