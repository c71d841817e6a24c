import type { SupportReportRequest } from '../../modules/support/schemas.ts';
import { draftAliases } from './drafts.ts';
import { usedPlaceholderNumbers } from './kinds.ts';
import { createRedactor, type FoundSecret, type Redactor } from './redactor.ts';

/*
 * A problem report redacted whole, by the browser before it sends one and by the server again
 * before it stores one (a client that redacts nothing stores nothing private either). One
 * redactor for the whole report, so the same e-mail is the same placeholder in the state, the
 * actions, the requests, the page address and the description; run twice, first to find the
 * drafts typed key by key (drafts.ts). Placeholders already in the report are kept, and new ones
 * are numbered after them.
 */

// The page address as a person reads it: a secret in its query is percent-encoded
// (?email=layla%40example.com) and only shows, to be redacted, once decoded.
function readableAddress(page: string): string {
  const query = page.indexOf('?');
  try {
    return query < 0
      ? decodeURIComponent(page)
      : decodeURIComponent(page.slice(0, query)) +
          decodeURIComponent(page.slice(query).replace(/\+/g, ' '));
  } catch {
    // Not well-formed percent-encoding: it is redacted as it is.
    return page;
  }
}

function redactWith(redactor: Redactor, report: SupportReportRequest): SupportReportRequest {
  const { description, page, preloadedState, actions, requests } = report;
  return {
    ...report,
    preloadedState: redactor.redact(preloadedState, 'state'),
    // Per action type, so the values a field took across its actions read as one draft.
    actions: actions.map((action) => redactor.redact(action, `action:${action.type}`)),
    requests: redactor.redact(requests, 'requests'),
    ...(description !== undefined && { description: redactor.redactText(description) }),
    page: redactor.redactText(readableAddress(page)),
  };
}

export function redactReport(report: SupportReportRequest): SupportReportRequest {
  const usedNumbers = usedPlaceholderNumbers(JSON.stringify(report));
  const found: FoundSecret[] = [];
  redactWith(createRedactor({ usedNumbers, onFound: (secret) => found.push(secret) }), report);
  return redactWith(createRedactor({ usedNumbers, aliases: draftAliases(found) }), report);
}
