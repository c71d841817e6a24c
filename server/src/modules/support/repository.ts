import { and, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supportReports, users } from '../../db/schema.ts';
import type { SupportReportRequest } from './schemas.ts';

export interface SupportReportRow {
  code: string;
  userId: string | null;
  report: SupportReportRequest;
  createdAt: Date;
}

export async function insertReport(
  db: Database,
  row: SupportReportRow & { sizeBytes: number },
): Promise<void> {
  await db.insert(supportReports).values(row);
}

const summaryColumns = {
  code: supportReports.code,
  page: sql<string>`${supportReports.report} ->> 'page'`,
  description: sql<string | null>`${supportReports.report} ->> 'description'`,
  actionCount: sql<number>`jsonb_array_length(${supportReports.report} -> 'actions')`,
  createdAt: supportReports.createdAt,
};

export type SupportReportSummaryRow = {
  code: string;
  page: string;
  description: string | null;
  actionCount: number;
  createdAt: Date;
};

// A user's reports still within their retention, newest first.
export async function listReportsOf(
  db: Database,
  userId: string,
  keptSince: Date,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: SupportReportSummaryRow[] }> {
  const where = and(eq(supportReports.userId, userId), gt(supportReports.createdAt, keptSince));
  const [total] = await db.select({ value: count() }).from(supportReports).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(supportReports)
    .where(where)
    .orderBy(desc(supportReports.createdAt), desc(supportReports.code))
    .limit(page.limit)
    .offset(page.offset);
  return {
    count: total?.value ?? 0,
    results: rows.map((row) => ({ ...row, actionCount: Number(row.actionCount) })),
  };
}

export async function findReport(
  db: Database,
  code: string,
  keptSince: Date,
): Promise<SupportReportRow | null> {
  const [row] = await db
    .select({
      code: supportReports.code,
      userId: supportReports.userId,
      report: supportReports.report,
      createdAt: supportReports.createdAt,
    })
    .from(supportReports)
    .where(and(eq(supportReports.code, code), gt(supportReports.createdAt, keptSince)));
  return row ? { ...row, report: row.report as SupportReportRequest } : null;
}

// Deletes the user's own report; false when they have none with that code.
export async function deleteReportOf(db: Database, userId: string, code: string): Promise<boolean> {
  const deleted = await db
    .delete(supportReports)
    .where(and(eq(supportReports.code, code), eq(supportReports.userId, userId)))
    .returning({ code: supportReports.code });
  return deleted.length > 0;
}

// Reports past their retention, up to `limit` a call: each new report clears some, so the table
// stays small without a scheduled job (as bookings do with idempotency keys).
export async function purgeReports(db: Database, before: Date, limit: number): Promise<number> {
  const stale = db
    .select({ id: supportReports.id })
    .from(supportReports)
    .where(lt(supportReports.createdAt, before))
    .limit(limit);
  const deleted = await db
    .delete(supportReports)
    .where(sql`${supportReports.id} in (${stale})`)
    .returning({ id: supportReports.id });
  return deleted.length;
}

export async function findRole(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}

// Sets the role of the account with this email (any letter case); false when there is none.
export async function setRoleByEmail(
  db: Database,
  email: string,
  role: 'traveller' | 'support',
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return updated.length > 0;
}
