import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { BODY_LIMIT_BYTES } from '../../plugins/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import {
  SUPPORT_LIMITS,
  SupportReportCodeParamsSchema,
  SupportReportCreatedSchema,
  SupportReportDetailSchema,
  SupportReportRequestSchema,
  SupportReportsPageSchema,
  SupportReportsQuerySchema,
} from './schemas.ts';
import {
  createReport,
  deleteOwnReport,
  exportReport,
  listOwnReports,
  readReport,
  type SupportDeps,
} from './service.ts';

const tags = ['support'];
const security = [{ bearerAuth: [] }];

export const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: SupportDeps = { db: app.db, clock: app.clock, rateLimits: app.rateLimits };

  // Guests may send a report too; a request with a bearer token is checked like any other.
  const signedInIfToken = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request);
  };

  app.post(
    '/api/support/reports/',
    {
      schema: {
        tags,
        summary: 'Send a problem report (signed in or as a guest)',
        description:
          'What the app recorded, already redacted in the browser: the store state before the first action, the last actions and the requests among them with the server’s request ids. Answers a short code the traveller quotes to support. Kept 30 days.',
        security: [{ bearerAuth: [] }, {}],
        body: SupportReportRequestSchema,
        response: {
          201: SupportReportCreatedSchema,
          ...errorResponses(400, 401, 413, 415, 429),
        },
      },
      bodyLimit: Math.min(SUPPORT_LIMITS.reportMaxBytes, BODY_LIMIT_BYTES),
      onRequest: signedInIfToken,
    },
    async (request, reply) => {
      const created = await createReport(deps, request.body, {
        userId: request.user?.id ?? null,
        address: request.ip,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/support/reports/mine/',
    {
      schema: {
        tags,
        summary: 'The signed-in traveller’s own reports, newest first',
        security,
        querystring: SupportReportsQuerySchema,
        response: { 200: SupportReportsPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => listOwnReports(deps, signedInUser(request).id, request.query, request.url),
  );

  app.delete(
    '/api/support/reports/:code/',
    {
      schema: {
        tags,
        summary: 'Delete one of the signed-in traveller’s own reports',
        security,
        params: SupportReportCodeParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await deleteOwnReport(deps, signedInUser(request).id, request.params.code);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/support/reports/:code/',
    {
      schema: {
        tags,
        summary:
          'Read a report: what the traveller wrote, their page, requests and steps (support staff only)',
        description:
          'The description, page, language, browser, time, the requests with their statuses and the server’s request ids, and each recorded step with its time. Each read counts against the support account’s hourly allowance (429 beyond it).',
        security,
        params: SupportReportCodeParamsSchema,
        response: { 200: SupportReportDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request) => readReport(deps, signedInUser(request).id, request.params.code),
  );

  app.get(
    '/api/support/reports/:code/download/',
    {
      schema: {
        tags,
        summary: 'Download a report as a Redux DevTools export (support staff only)',
        description:
          'A JSON file in the format of the Redux DevTools extension’s Export button (`payload`: the actions, `preloadedState`: the state before them, each as a JSON string); its Import button replays it. Counts against the support account’s hourly allowance of reads.',
        security,
        params: SupportReportCodeParamsSchema,
        response: {
          200: Type.String({ description: 'The Redux DevTools export file' }),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { code, file } = await exportReport(
        deps,
        signedInUser(request).id,
        request.params.code,
      );
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="safar-report-${code}.json"`)
        .send(file);
    },
  );
};
