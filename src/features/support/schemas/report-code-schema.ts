import { object, string, type InferType } from 'yup';

import { isReportCode, normaliseReportCode } from '@server/shared/report-code.ts';

import { invalid } from '@/lib/validation-message';

// A code as support staff type or paste it, read the server's way (server/src/shared/report-code.ts):
// any letter case, dashes and spaces ignored; the server checks it again.
export const reportCodeSchema = object({
  code: string()
    .required(invalid('support:staff.codeInvalid'))
    .test('report-code', invalid('support:staff.codeInvalid'), (code) => isReportCode(code))
    .transform((code: string) => (isReportCode(code) ? normaliseReportCode(code) : code)),
});

export type ReportCodeValues = InferType<typeof reportCodeSchema>;
