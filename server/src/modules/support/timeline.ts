import { isRecord } from '../../lib/is-record.ts';
import type { RecordedRequest, SupportReportRequest, TimelineStep } from './schemas.ts';

// The steps of a report as support staff read them on the support screen: each action's type and
// time, and for an RTK Query request its endpoint, outcome, HTTP status and the server's request
// id. Actions are whatever the app recorded, so nothing here trusts their shape.

const STATUSES = new Set<RecordedRequest['status']>(['pending', 'fulfilled', 'rejected']);

function requestOf(action: Record<string, unknown>): TimelineStep['request'] {
  const meta = isRecord(action.meta) ? action.meta : {};
  const arg = isRecord(meta.arg) ? meta.arg : {};
  const answer = isRecord(meta.baseQueryMeta) ? meta.baseQueryMeta : {};
  const status = meta.requestStatus as RecordedRequest['status'];
  if (typeof arg.endpointName !== 'string' || !STATUSES.has(status)) return null;
  return {
    endpoint: arg.endpointName,
    status,
    httpStatus: Number.isInteger(answer.httpStatus) ? (answer.httpStatus as number) : null,
    requestId: typeof answer.requestId === 'string' ? answer.requestId : null,
  };
}

export function timelineOf(report: SupportReportRequest): TimelineStep[] {
  return report.actions.map((action, index) => {
    const time = report.actionTimes?.[index];
    return {
      type: action.type,
      at: time === undefined ? null : new Date(time).toISOString(),
      request: requestOf(action),
    };
  });
}
