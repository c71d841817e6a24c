import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { ApiError, rateLimited } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { violatedUniqueConstraint } from '../../lib/unique-violation.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import { toDevToolsExport } from './devtools-export.ts';
import {
  deleteReportOf,
  findReport,
  findRole,
  insertReport,
  listReportsOf,
  purgeReports,
  type SupportReportSummaryRow,
} from './repository.ts';
import {
  SUPPORT_CODE_ALPHABET,
  SUPPORT_CODE_LENGTH,
  SUPPORT_LIMITS,
  type SupportReportCreated,
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

// "k7m4-9qxd " as read out over the phone is K7M49QXD.
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
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
  const now = clock.now();
  const report = { ...request, description: request.description?.trim() || undefined };
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
  if (!(await deleteReportOf(db, userId, normaliseCode(code)))) throw notFound();
}

// Support staff only; the role is read on every request, so taking it away takes effect at once.
export async function requireSupportRole({ db }: SupportDeps, userId: string): Promise<void> {
  if ((await findRole(db, userId)) !== 'support') {
    throw new ApiError(403, {
      detail: 'Only support staff can read problem reports.',
      code: 'not_support',
    });
  }
}

export async function exportReport(
  { db, clock }: SupportDeps,
  code: string,
): Promise<{ code: string; file: string }> {
  const found = await findReport(db, normaliseCode(code), keptSince(clock.now()));
  if (!found) throw notFound();
  return { code: found.code, file: toDevToolsExport(found.report) };
}
