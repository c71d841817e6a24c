import type {
  SupportReportCreated,
  SupportReportRequest,
  SupportReportsPage,
} from '@server/modules/support/schemas.ts';

import { baseApi } from '@/api/base-api';
import { SEND_REPORT_ENDPOINT } from '@/lib/support/action-recorder';

// Problem reports (issue 14): sent from any page (signed in or not), listed and deleted by their
// sender in the dashboard. Only support staff download them, outside the app.
export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The recording leaves this endpoint out: a report never carries the one sent before it.
    [SEND_REPORT_ENDPOINT]: build.mutation<SupportReportCreated, SupportReportRequest>({
      query: (body) => ({ url: 'api/support/reports/', method: 'POST', body }),
      invalidatesTags: [{ type: 'SupportReport', id: 'LIST' }],
    }),
    myProblemReports: build.query<SupportReportsPage, void>({
      query: () => 'api/support/reports/mine/?page_size=100',
      providesTags: (page) => [
        { type: 'SupportReport', id: 'LIST' },
        ...(page?.results ?? []).map((report) => ({
          type: 'SupportReport' as const,
          id: report.code,
        })),
      ],
    }),
    deleteProblemReport: build.mutation<void, string>({
      query: (code) => ({ url: `api/support/reports/${code}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, code) => [
        { type: 'SupportReport', id: 'LIST' },
        { type: 'SupportReport', id: code },
      ],
    }),
  }),
});

export const {
  useSendProblemReportMutation,
  useMyProblemReportsQuery,
  useDeleteProblemReportMutation,
} = supportApi;
