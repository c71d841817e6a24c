import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { signedInUser } from '../../plugins/auth.ts';
import {
  MessageParamsSchema,
  MessageSchema,
  MessagesPageSchema,
  MessagesQuerySchema,
  UnreadCountSchema,
} from './schemas.ts';
import {
  listUserMessages,
  readAllMessages,
  readMessage,
  unreadCount,
  type MessageDeps,
} from './service.ts';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];

// The dashboard's Messages (issue 10): what Safar told the signed-in traveller about their
// bookings, newest first, and reading them.
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: MessageDeps = { db: app.db, clock: app.clock, bookings: app.bookings };

  app.get(
    '/api/messages/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s messages, newest first, with the unread count',
        description:
          'Bookings confirmed and cancelled, and reminders (check-in opens 24 hours before a flight; free cancellation ends within 48 hours). A reminder is delivered when first read after it falls due.',
        security,
        querystring: MessagesQuerySchema,
        response: { 200: MessagesPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => listUserMessages(deps, signedInUser(request).id, request.query, request.url),
  );

  app.get(
    '/api/messages/unread/',
    {
      schema: {
        tags,
        summary: 'How many of the signed-in user’s messages are not read yet',
        security,
        response: { 200: UnreadCountSchema, ...errorResponses(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => unreadCount(deps, signedInUser(request).id),
  );

  app.post(
    '/api/messages/:id/read/',
    {
      schema: {
        tags,
        summary: 'Mark a message as read',
        description: 'Reading a message again keeps the moment it was first read.',
        security,
        params: MessageParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => readMessage(deps, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/messages/read-all/',
    {
      schema: {
        tags,
        summary: 'Mark every message as read',
        security,
        response: { 200: UnreadCountSchema, ...errorResponses(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => readAllMessages(deps, signedInUser(request).id),
  );
};
