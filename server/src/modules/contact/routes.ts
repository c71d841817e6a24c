import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { trimStrings } from '../../lib/trim-strings.ts';
import { ContactMessageRequestSchema, ContactMessageResponseSchema } from './schemas.ts';
import { submitContactMessage } from './service.ts';

export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/contact/',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact page',
        body: ContactMessageRequestSchema,
        response: { 201: ContactMessageResponseSchema, ...errorResponses(400, 413, 415) },
      },
      preValidation: trimStrings(['fullName', 'email', 'phone', 'message']),
    },
    async (request, reply) => {
      const created = await submitContactMessage(app.db, request.body);
      return reply.code(201).send(created);
    },
  );
};
