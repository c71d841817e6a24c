import { Type, type Static } from 'typebox';
import { PageSchema, pageQueryProperties } from '../../lib/pagination.ts';
import { SUPPORT_CODE_LENGTH, SUPPORT_LIMITS } from './constants.ts';

export {
  REQUEST_ID_HEADER,
  SUPPORT_CODE_ALPHABET,
  SUPPORT_CODE_LENGTH,
  SUPPORT_LIMITS,
} from './constants.ts';

// The latest time a JavaScript Date can hold.
const MAX_TIME_MS = 8.64e15;

// A Redux action as the app recorded it: a type and whatever else it carries (already redacted).
const RecordedActionSchema = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: true },
);

const RecordedRequestSchema = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 100 }),
    status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('fulfilled'),
      Type.Literal('rejected'),
    ]),
    httpStatus: Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()]),
    // The server's id of the request (the x-request-id header of its answer), when one came back.
    requestId: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
    startedAt: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type RecordedRequest = Static<typeof RecordedRequestSchema>;

export const SupportReportRequestSchema = Type.Object(
  {
    description: Type.Optional(Type.String({ maxLength: SUPPORT_LIMITS.descriptionMax })),
    page: Type.String({ minLength: 1, maxLength: SUPPORT_LIMITS.pageMax }),
    language: Type.String({ minLength: 2, maxLength: 10 }),
    userAgent: Type.String({ maxLength: 500 }),
    // The store's state before the first action, then the actions in order: Redux DevTools
    // replays one onto the other.
    preloadedState: Type.Record(Type.String(), Type.Unknown()),
    actions: Type.Array(RecordedActionSchema, { maxItems: SUPPORT_LIMITS.actionsMax }),
    // When each action was dispatched (epoch milliseconds), one per action: support's timeline.
    actionTimes: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0, maximum: MAX_TIME_MS }), {
        maxItems: SUPPORT_LIMITS.actionsMax,
      }),
    ),
    requests: Type.Array(RecordedRequestSchema, { maxItems: SUPPORT_LIMITS.requestsMax }),
  },
  { additionalProperties: false },
);
export type SupportReportRequest = Static<typeof SupportReportRequestSchema>;

export const SupportReportCreatedSchema = Type.Object(
  {
    code: Type.String({ description: 'The short code the traveller quotes to support' }),
    created_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { description: 'The report was stored' },
);
export type SupportReportCreated = Static<typeof SupportReportCreatedSchema>;

export const SupportReportSummarySchema = Type.Object({
  code: Type.String(),
  page: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  action_count: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
});
export type SupportReportSummary = Static<typeof SupportReportSummarySchema>;

const TimelineRequestSchema = Type.Object({
  endpoint: Type.String(),
  status: RecordedRequestSchema.properties.status,
  httpStatus: Type.Union([Type.Integer(), Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
});

// One recorded action as support reads it: its type, when, and for a request its outcome.
const TimelineStepSchema = Type.Object({
  type: Type.String(),
  at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  request: Type.Union([TimelineRequestSchema, Type.Null()]),
});
export type TimelineStep = Static<typeof TimelineStepSchema>;

export const SupportReportDetailSchema = Type.Object(
  {
    code: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time' }),
    description: Type.Union([Type.String(), Type.Null()]),
    page: Type.String(),
    language: Type.String(),
    user_agent: Type.String(),
    signed_in: Type.Boolean({ description: 'Sent from a signed-in account (not which one)' }),
    requests: Type.Array(RecordedRequestSchema),
    steps: Type.Array(TimelineStepSchema),
  },
  { description: 'A problem report as support staff read it' },
);
export type SupportReportDetail = Static<typeof SupportReportDetailSchema>;

export const SupportReportsPageSchema = PageSchema(
  SupportReportSummarySchema,
  "The signed-in traveller's own reports, newest first",
);
export type SupportReportsPage = Static<typeof SupportReportsPageSchema>;

export const SupportReportsQuerySchema = Type.Object(pageQueryProperties, {
  additionalProperties: false,
});

// Codes are matched in any letter case; a dash or spaces someone adds when reading one out are
// ignored, and anything else that is not a code is a 400 naming it (see service.ts).
export const SupportReportCodeParamsSchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: SUPPORT_CODE_LENGTH * 2 }),
});
