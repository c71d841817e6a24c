import type { SupportReportDetail } from '@server/modules/support/schemas.ts';

import { baseApi } from '@/api/base-api';

// The support screen's reads (support staff only; each counts against the account's hourly
// allowance on the server): a report as staff read it, and its Redux DevTools file.
export const staffApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    supportReport: build.query<SupportReportDetail, string>({
      query: (code) => `api/support/reports/${code}/`,
      providesTags: (_report, _error, code) => [{ type: 'SupportReport', id: code }],
    }),
    // The file as text, saved by the browser; nothing keeps it once saved.
    supportReportFile: build.query<string, string>({
      query: (code) => ({
        url: `api/support/reports/${code}/download/`,
        responseHandler: 'text',
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSupportReportQuery, useLazySupportReportFileQuery } = staffApi;
