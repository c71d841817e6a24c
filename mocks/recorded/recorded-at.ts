/*
 * The moment the recorded answers were asked at (scripts/record-fixtures.ts gives the server this
 * clock), and the web tests' "today" (src/testing/setup-tests.ts fakes Date to it), so that the
 * dates a test types or computes are the dates the recording asked about. Midday UTC: the same
 * calendar day from UTC−11 to UTC+11.
 */
export const RECORDED_AT = '2026-12-01T12:00:00.000Z';
