import { http, HttpResponse } from 'msw';

/*
 * A booking's documents (GET /api/bookings/:reference/documents/:file) for the SPA's tests: a
 * small fixed PDF or calendar body, whatever the booking; the server's own tests check what the
 * files say. Each request is recorded (its URL and bearer token) for the test to read.
 */

export const FIXED_PDF = '%PDF-1.4\n%%EOF\n';
export const FIXED_ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

export interface DocumentRequest {
  url: URL;
  authorization: string | null;
}

export function bookingDocumentsHandlers(sent: DocumentRequest[] = []) {
  return [
    http.get('*/api/bookings/:reference/documents/:file', ({ request, params }) => {
      sent.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
      const calendar = params.file === 'calendar.ics';
      return new HttpResponse(calendar ? FIXED_ICS : FIXED_PDF, {
        headers: { 'content-type': calendar ? 'text/calendar; charset=utf-8' : 'application/pdf' },
      });
    }),
  ];
}
