import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { ApiError, badRequest, rateLimited } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { violatedUniqueConstraint } from '../../lib/unique-violation.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import { isReportCode, normaliseReportCode } from '../../shared/report-code.ts';
import { redactReport } from '../../shared/redaction/redact-report.ts';
import { toDevToolsExport } from './devtools-export.ts';
import {
  deleteReportOf,
  findReport,
  findRole,
  insertReport,
  listReportsOf,
  purgeReports,
  type SupportReportRow,
  type SupportReportSummaryRow,
} from './repository.ts';
import { timelineOf } from './timeline.ts';
import {
  SUPPORT_CODE_ALPHABET,
  SUPPORT_CODE_LENGTH,
  SUPPORT_LIMITS,
  type SupportReportCreated,
  type SupportReportDetail,
  type SupportReportRequest,
  type SupportReportsPage,
  type SupportReportSummary,
} from './schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_MS = SUPPORT_LIMITS.retentionDays * DAY_MS;
const PURGE_BATCH = 100;

// Reports a client address may send: enough for someone retrying, too few to fill the table.
const REPORT_LIMITS = {
  perAddress: { limit: 10, windowSeconds: 60 * 60 },
  perUser: { limit: 20, windowSeconds: 24 * 60 * 60 },
};
// Reports a support account may read (the support screen, downloads): a working day's worth, and
// far too few for a stolen staff token to read every report.
const STAFF_READS = { limit: 60, windowSeconds: 60 * 60 };

export interface SupportDeps {
  db: Database;
  clock: Clock;
  rateLimits: RateLimiter;
}

export function generateReportCode(): string {
  let code = '';
  for (let index = 0; index < SUPPORT_CODE_LENGTH; index += 1) {
    code += SUPPORT_CODE_ALPHABET[randomInt(SUPPORT_CODE_ALPHABET.length)];
  }
  return code;
}

// A code as typed or read out ("k7m4-9qxd "), made K7M49QXD; anything that cannot be a code is
// a 400 naming it, before any database read.
export function reportCode(code: string): string {
  if (!isReportCode(code)) {
    throw badRequest(
      `A report code is ${SUPPORT_CODE_LENGTH} letters and digits (no I, O, 0 or 1).`,
      'invalid_code',
      'code',
    );
  }
  return normaliseReportCode(code);
}

const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + RETENTION_MS);
const keptSince = (now: Date) => new Date(now.getTime() - RETENTION_MS);

const notFound = () => new ApiError(404, { detail: 'Report not found', code: 'not_found' });

export async function createReport(
  { db, clock, rateLimits }: SupportDeps,
  request: SupportReportRequest,
  sender: { userId: string | null; address: string },
): Promise<SupportReportCreated> {
  const rules = [{ scope: 'support_report_ip', key: sender.address, ...REPORT_LIMITS.perAddress }];
  if (sender.userId) {
    rules.push({ scope: 'support_report_user', key: sender.userId, ...REPORT_LIMITS.perUser });
  }
  const limit = await rateLimits.consume(rules);
  if (!limit.allowed) {
    throw rateLimited('Too many problem reports from here.', limit.retryAfterMs);
  }
  if (request.actionTimes && request.actionTimes.length !== request.actions.length) {
    throw badRequest('actionTimes must have one time per action.', 'invalid', 'actionTimes');
  }
  const now = clock.now();
  // Redacted again whatever the client did: nothing private is stored.
  const report = redactReport({
    ...request,
    description: request.description?.trim() || undefined,
  });
  const sizeBytes = Buffer.byteLength(JSON.stringify(report));
  // A code taken already (one in a trillion) is drawn again.
  for (let attempt = 0; ; attempt += 1) {
    const code = generateReportCode();
    try {
      await insertReport(db, { code, userId: sender.userId, report, sizeBytes, createdAt: now });
      await purgeReports(db, keptSince(now), PURGE_BATCH);
      return {
        code,
        created_at: now.toISOString(),
        expires_at: expiresAt(now).toISOString(),
      };
    } catch (error) {
      if (attempt >= 3 || violatedUniqueConstraint(error) === null) throw error;
    }
  }
}

function toSummary(row: SupportReportSummaryRow): SupportReportSummary {
  return {
    code: row.code,
    page: row.page,
    description: row.description,
    action_count: row.actionCount,
    created_at: row.createdAt.toISOString(),
    expires_at: expiresAt(row.createdAt).toISOString(),
  };
}

export async function listOwnReports(
  { db, clock }: SupportDeps,
  userId: string,
  query: { page?: number; page_size?: number },
  requestUrl: string,
): Promise<SupportReportsPage> {
  const page = pageRequest(query);
  const found = await listReportsOf(db, userId, keptSince(clock.now()), page);
  return toPage(requestUrl, page, { count: found.count, results: found.results.map(toSummary) });
}

// A traveller deletes only their own reports: another's code is as unknown as a made-up one.
export async function deleteOwnReport(
  { db }: SupportDeps,
  userId: string,
  code: string,
): Promise<void> {
  if (!(await deleteReportOf(db, userId, reportCode(code)))) throw notFound();
}

/**
 * A report for support staff: the role is read on every request (taking it away takes effect at
 * once), and each read counts against the account's hourly allowance.
 */
async function staffRead(
  { db, clock, rateLimits }: SupportDeps,
  userId: string,
  code: string,
): Promise<SupportReportRow> {
  if ((await findRole(db, userId)) !== 'support') {
    throw new ApiError(403, {
      detail: 'Only support staff can read problem reports.',
      code: 'not_support',
    });
  }
  const wanted = reportCode(code);
  const limit = await rateLimits.consume([
    { scope: 'support_read_user', key: userId, ...STAFF_READS },
  ]);
  if (!limit.allowed) throw rateLimited('Too many reports read.', limit.retryAfterMs);
  const found = await findReport(db, wanted, keptSince(clock.now()));
  if (!found) throw notFound();
  return found;
}

export async function readReport(
  deps: SupportDeps,
  userId: string,
  code: string,
): Promise<SupportReportDetail> {
  const { report, ...row } = await staffRead(deps, userId, code);
  return {
    code: row.code,
    created_at: row.createdAt.toISOString(),
    expires_at: expiresAt(row.createdAt).toISOString(),
    description: report.description ?? null,
    page: report.page,
    language: report.language,
    user_agent: report.userAgent,
    signed_in: row.userId !== null,
    requests: report.requests,
    steps: timelineOf(report),
  };
}

export async function exportReport(
  deps: SupportDeps,
  userId: string,
  code: string,
): Promise<{ code: string; file: string }> {
  const found = await staffRead(deps, userId, code);
  return { code: found.code, file: toDevToolsExport(found.report) };
}
