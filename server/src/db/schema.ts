import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_TYPES } from '../modules/contact/constants.ts';

// After changing this file run `npm run db:generate` and commit the new SQL in server/drizzle/.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessageType = pgEnum('contact_message_type', CONTACT_MESSAGE_TYPES);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: varchar('full_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 30 }),
  messageType: contactMessageType('message_type').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// Mail kept by the development outbox transport; read back by GET /api/dev/outbox/.
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(sql`lower(${table.to})`, table.createdAt.desc()),
  ],
);
