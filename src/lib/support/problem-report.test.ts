import {
  HARMLESS_TEXTS,
  REDACTION_CASES,
  survivingSecrets,
} from '../../../server/test/redaction-cases';

import type { Recording } from './action-recorder';
import { buildProblemReport } from './problem-report';

// The browser's end of the one redaction (the server's runs the same table in
// server/test/shared/redaction/): every form in English and Arabic, wherever a report holds
// text — the traveller's description, the page address, the state and the actions.

const context = { page: '/flights', language: 'ar', userAgent: 'jest' };

function recordingWith(text: string): Recording {
  return {
    actions: [{ type: 'contact/messageTyped', payload: { message: text } }],
    statesBefore: [{ contact: { note: text } }],
    times: [1_764_000_000_000],
    state: {},
    requests: [],
  };
}

describe('a problem report, before it leaves the browser', () => {
  it.each(Object.entries(REDACTION_CASES))('hides %s', (_name, { text, secrets }) => {
    const report = buildProblemReport(recordingWith(text), {
      ...context,
      description: text,
      page: `/flights?note=${encodeURIComponent(text)}`,
    });
    const sent = JSON.stringify(report);
    expect(survivingSecrets(decodeURIComponent(sent), secrets)).toEqual([]);
    // The same secret is one placeholder in the description, the state and the action.
    const placeholder = report.description?.match(/\[[a-z]+-\d+\]/)?.[0];
    expect(placeholder).toBeDefined();
    expect(JSON.stringify(report.preloadedState)).toContain(placeholder);
    expect(JSON.stringify(report.actions)).toContain(placeholder);
  });

  it.each(HARMLESS_TEXTS)('keeps travel details: %s', (text) => {
    const report = buildProblemReport(recordingWith(text), { ...context, description: text });
    expect(report.description).toBe(text);
    expect(report.actions[0]).toEqual({ type: 'contact/messageTyped', payload: { message: text } });
  });
});
