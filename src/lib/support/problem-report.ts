import type { SupportReportRequest } from '@server/modules/support/schemas.ts';
import { SUPPORT_LIMITS } from '@server/modules/support/constants.ts';
import { redactReport } from '@server/shared/redaction/redact-report.ts';

import type { Recording } from './action-recorder';

/*
 * The body of POST /api/support/reports/, redacted whole (redact-report.ts, which the server runs
 * again before it stores it). When it is over the server's size limit the oldest actions go
 * first, the state before the first one kept staying the starting point of the replay.
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
  const description = context.description.trim();
  const report = redactReport({
    ...(description && { description }),
    page: context.page || '/',
    language: context.language,
    userAgent: context.userAgent.slice(0, 500),
    preloadedState: (startState ?? {}) as Record<string, unknown>,
    actions: recording.actions.slice(from),
    actionTimes: recording.times.slice(from),
    requests: recording.requests.slice(-SUPPORT_LIMITS.requestsMax),
  });
  // Cut after redacting: a secret cut in two would no longer be recognised.
  return {
    ...report,
    ...(report.description && {
      description: report.description.slice(0, SUPPORT_LIMITS.descriptionMax),
    }),
    page: report.page.slice(0, SUPPORT_LIMITS.pageMax),
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
