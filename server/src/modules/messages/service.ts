import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import type { BookingCore } from '../bookings/core.ts';
import { dueReminders } from './booking-messages.ts';
import {
  countUnread,
  existingBookingMessages,
  insertMessagesOnce,
  listMessages,
  markAllRead,
  markRead,
  type MessageRecord,
} from './repository.ts';
import {
  MESSAGES_PAGE_SIZE,
  type Message,
  type MessagesPage,
  type MessageType,
  type UnreadCount,
} from './schemas.ts';

// A traveller's messages. Booking and cancellation messages are written by the booking core;
// reminders are written here, lazily: the server keeps no scheduler (every instance is
// stateless), so each time a traveller's messages or unread count are read, the reminders that
// have fallen due since are written, each once (a booking has one message of each type).

export interface MessageDeps {
  db: Database;
  clock: Clock;
  bookings: Pick<BookingCore, 'upcoming'>;
}

const REMINDER_TYPES: readonly MessageType[] = ['check_in_opens', 'free_cancellation_ends'];

const toMessage = (record: MessageRecord): Message =>
  ({
    id: record.id,
    type: record.type,
    params: record.params,
    createdAt: record.createdAt.toISOString(),
    readAt: record.readAt?.toISOString() ?? null,
  }) as Message;

async function deliverDueReminders(deps: MessageDeps, userId: string, now: Date): Promise<void> {
  const upcoming = await deps.bookings.upcoming(userId, now);
  const due = upcoming.flatMap(({ record, terms }) => dueReminders(record, terms, now));
  if (due.length === 0) return;
  // Most reads find the due reminders already delivered: one read, and no write.
  const delivered = await existingBookingMessages(
    deps.db,
    userId,
    [...new Set(due.map((message) => message.bookingId))],
    REMINDER_TYPES,
  );
  await insertMessagesOnce(
    deps.db,
    due.filter((message) => !delivered.has(`${message.bookingId} ${message.content.type}`)),
  );
}

export async function listUserMessages(
  deps: MessageDeps,
  userId: string,
  query: { page?: number; page_size?: number },
  requestUrl: string,
): Promise<MessagesPage> {
  await deliverDueReminders(deps, userId, deps.clock.now());
  const page = pageRequest({
    page: query.page,
    page_size: query.page_size ?? MESSAGES_PAGE_SIZE.default,
  });
  const [found, unread] = await Promise.all([
    listMessages(deps.db, userId, page),
    countUnread(deps.db, userId),
  ]);
  return {
    ...toPage(requestUrl, page, { count: found.count, results: found.records.map(toMessage) }),
    unread,
  };
}

export async function unreadCount(deps: MessageDeps, userId: string): Promise<UnreadCount> {
  await deliverDueReminders(deps, userId, deps.clock.now());
  return { unread: await countUnread(deps.db, userId) };
}

export async function readMessage(deps: MessageDeps, userId: string, id: string): Promise<Message> {
  const record = await markRead(deps.db, userId, id, deps.clock.now());
  if (!record) throw new ApiError(404, { detail: 'Message not found.', code: 'not_found' });
  return toMessage(record);
}

export async function readAllMessages(deps: MessageDeps, userId: string): Promise<UnreadCount> {
  await markAllRead(deps.db, userId, deps.clock.now());
  return { unread: await countUnread(deps.db, userId) };
}
