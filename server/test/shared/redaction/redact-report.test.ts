import { redactReport } from '../../../src/shared/redaction/redact-report.ts';
import type { SupportReportRequest } from '../../../src/modules/support/schemas.ts';

const report = (parts: Partial<SupportReportRequest>): SupportReportRequest => ({
  page: '/flight-booking',
  language: 'en',
  userAgent: 'test',
  preloadedState: {},
  actions: [],
  requests: [],
  ...parts,
});

// A wizard saves its draft at every key pressed.
const typed = (text: string, field: (value: string) => object) =>
  Array.from({ length: text.length }, (_, index) => ({
    type: 'flightBooking/bookingDraftSaved',
    payload: field(text.slice(0, index + 1)),
  }));

const placeholders = (value: unknown, kind: string) =>
  [...new Set(JSON.stringify(value).match(new RegExp(`\\[${kind}-\\d+\\]`, 'g')))].sort();

describe('a draft typed key by key', () => {
  it('gets one placeholder per final value, not one per keystroke', () => {
    const out = redactReport(
      report({
        actions: [
          ...typed('layla@example.com', (email) => ({ contact: { email } })),
          ...typed('N1234567', (passportNumber) => ({ passengers: [{ passportNumber }] })),
          ...typed('N7654321', (passportNumber) => ({ passengers: [{}, { passportNumber }] })),
        ],
      }),
    );
    expect(placeholders(out, 'email')).toEqual(['[email-1]']);
    // Two travellers, two passports.
    expect(placeholders(out, 'passport')).toEqual(['[passport-1]', '[passport-2]']);
  });

  it('follows corrections: a typo deleted and typed again is the same draft', () => {
    const values = ['l', 'la', 'lay', 'layk', 'lay', 'layl', 'layla@example.com'];
    const out = redactReport(
      report({
        actions: values.map((email) => ({
          type: 'flightBooking/bookingDraftSaved',
          payload: { contact: { email } },
        })),
      }),
    );
    expect(placeholders(out, 'email')).toEqual(['[email-1]']);
  });

  it('keeps two values the traveller settled on apart, and the same value elsewhere alike', () => {
    const out = redactReport(
      report({
        description: 'I changed my e-mail from layla@example.com to sami@example.com',
        actions: [
          ...typed('layla@example.com', (email) => ({ contact: { email } })),
          { type: 'flightBooking/bookingDraftSaved', payload: { contact: { email: '' } } },
          ...typed('sami@example.com', (email) => ({ contact: { email } })),
        ],
      }),
    );
    expect(placeholders(out, 'email')).toEqual(['[email-1]', '[email-2]']);
    expect(out.description).toBe('I changed my e-mail from [email-1] to [email-2]');
  });

  it('in free text, takes the placeholder of the number it grew into', () => {
    const out = redactReport(
      report({
        actions: ['+971 50 123', '+971 50 123 45', '+971 50 123 4567'].map((note) => ({
          type: 'support/noteTyped',
          payload: { note: `call ${note}` },
        })),
      }),
    );
    expect(placeholders(out, 'phone')).toEqual(['[phone-1]']);
  });
});

describe('a report redacted twice (browser, then server)', () => {
  it('is the same as redacted once', () => {
    const raw = report({
      description: 'Card 4111 1111 1111 1111, born on 14 March 1990, mail layla@example.com',
      page: '/flights?email=layla@example.com',
      preloadedState: { auth: { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' } },
      actions: typed('N1234567', (passportNumber) => ({ passengers: [{ passportNumber }] })),
    });
    const once = redactReport(raw);
    expect(redactReport(once)).toEqual(once);
    expect(JSON.stringify(once)).not.toMatch(/4111|1990|layla|eyJ|N1234567/);
  });

  it('numbers what the second finds after what the first placed', () => {
    const out = redactReport(
      report({ description: 'old [email-1] and [email-2], new sami@example.com' }),
    );
    expect(out.description).toBe('old [email-1] and [email-2], new [email-3]');
  });
});

describe('the page address', () => {
  it('is read decoded, so a secret percent-encoded in its query is found', () => {
    const out = redactReport(
      report({ page: '/flights?email=layla%40example.com&note=card+4111%201111%201111%201111' }),
    );
    expect(out.page).toBe('/flights?email=[email-1]&note=card [card-1]');
  });

  it('is kept as it came when its encoding is broken', () => {
    expect(redactReport(report({ page: '/flights?q=%E0%A4%A' })).page).toBe('/flights?q=%E0%A4%A');
  });
});
