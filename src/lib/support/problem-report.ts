import type { SupportReportRequest } from '@server/modules/support/schemas.ts';
import { SUPPORT_LIMITS } from '@server/modules/support/constants.ts';

import { createRedactor } from '../redaction';

import type { Recording } from './action-recorder';

/*
 * The body of POST /api/support/reports/, redacted whole by one Redactor (so the same e-mail is
 * the same placeholder in the state, the actions, the page address and the description). When it
 * is over the server's size limit the oldest actions go first, the state before the first one
 * kept staying the starting point of the replay.
 */

export interface ReportContext {
  description: string;
  page: string;
  language: string;
  userAgent: string;
}

// Room for what JSON escaping and the HTTP framing add.
const MAX_BYTES = SUPPORT_LIMITS.reportMaxBytes - 16 * 1024;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export class ReportTooLargeError extends Error {
  constructor() {
    super('The state alone is over the report size limit');
    this.name = 'ReportTooLargeError';
  }
}

function redactedReport(
  recording: Recording,
  context: ReportContext,
  from: number,
): SupportReportRequest {
  const startState =
    from < recording.actions.length ? recording.statesBefore[from] : recording.state;
  const redactor = createRedactor();
  const description = redactor.redactText(context.description.trim());
  return {
    ...(description && { description: description.slice(0, SUPPORT_LIMITS.descriptionMax) }),
    page: redactor.redactText(context.page).slice(0, SUPPORT_LIMITS.pageMax) || '/',
    language: context.language,
    userAgent: context.userAgent.slice(0, 500),
    preloadedState: redactor.redact((startState ?? {}) as Record<string, unknown>),
    actions: redactor.redact(recording.actions.slice(from)),
    requests: redactor.redact(recording.requests.slice(-SUPPORT_LIMITS.requestsMax)),
  };
}

/** The report to send, redacted, its oldest actions dropped while it is over the size limit. */
export function buildProblemReport(
  recording: Recording,
  context: ReportContext,
): SupportReportRequest {
  let from = 0;
  for (;;) {
    const report = redactedReport(recording, context, from);
    if (byteLength(JSON.stringify(report)) <= MAX_BYTES) return report;
    const remaining = recording.actions.length - from;
    if (remaining === 0) throw new ReportTooLargeError();
    from += Math.max(1, Math.ceil(remaining / 4));
  }
}
