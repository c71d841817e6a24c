import { createRedactor, redact } from '../../../src/shared/redaction/redactor.ts';
import { HARMLESS_TEXTS, REDACTION_CASES, survivingSecrets } from '../../redaction-cases.ts';

// Secrets of every listed kind, and the forms a traveller or the app writes them in.
const SECRETS = {
  password: 'Desert-Falcon-42',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLWJ5dGVz',
  refresh: 'rt_6f1c2b9a8e7d',
  visa: '4111111111111111',
  visaSpaced: '4111 1111 1111 1111',
  amex: '378282246310005',
  unionPay19: '6212345678901234569',
  cvv: '737',
  passport: 'N1234567',
  birth: '1990-05-14',
  email: 'layla.haddad@example.com',
  phone: '+971 50 123 4567',
  phoneLocal: '050-123-4567',
};

function leaks(output: unknown): string[] {
  const text = JSON.stringify(output);
  const digits = text.replace(/\D/g, '');
  return Object.entries(SECRETS)
    .filter(([, secret]) => {
      if (text.includes(secret)) return true;
      // Card and phone numbers must not survive with other separators either.
      const secretDigits = secret.replace(/\D/g, '');
      return /^\+?[\d -]{10,}$/.test(secret) && digits.includes(secretDigits);
    })
    .map(([name]) => name);
}

describe('redaction by key name', () => {
  it('replaces every listed kind, nested in objects and arrays', () => {
    const state = {
      auth: {
        accessToken: SECRETS.jwt,
        user: { email: SECRETS.email, phone_number: SECRETS.phone },
      },
      login: { originalArgs: { email: SECRETS.email, password: SECRETS.password } },
      refresh: { refresh: SECRETS.refresh },
      wizard: {
        passengers: [
          [{ passportNumber: SECRETS.passport, dateOfBirth: SECRETS.birth, firstName: 'Layla' }],
        ],
        payment: { card: { number: SECRETS.visaSpaced, cvv: SECRETS.cvv, holderName: 'L H' } },
        contact: { mobile: SECRETS.phoneLocal },
      },
    };
    const out = redact(state);
    expect(leaks(out)).toEqual([]);
    expect(out.wizard.passengers[0]?.[0]?.firstName).toBe('Layla');
    expect(out.wizard.payment.card).toBe('[card-1]');
  });

  it('replaces a driving licence number as an identity document’s', () => {
    const out = redact({ driver: { fullName: 'Layla', licenseNumber: 'DXB-1234567' } });
    expect(out.driver).toEqual({ fullName: 'Layla', licenseNumber: '[passport-1]' });
  });

  it('keeps empty values and flags, which say nothing', () => {
    expect(redact({ email: '', password: null, phoneVerified: true, cvv: undefined })).toEqual({
      email: '',
      password: null,
      phoneVerified: true,
      cvv: undefined,
    });
  });
});

describe('redaction by value pattern', () => {
  it('finds every listed kind in free text', () => {
    const text =
      `Hi, I'm ${SECRETS.email}, call ${SECRETS.phone} or ${SECRETS.phoneLocal}. ` +
      `Card ${SECRETS.visaSpaced} (cvv ${SECRETS.cvv}), also ${SECRETS.amex} and ${SECRETS.unionPay19}. ` +
      `Passport no ${SECRETS.passport}, born on ${SECRETS.birth}. password: ${SECRETS.password} ` +
      `Authorization: Bearer ${SECRETS.jwt} and refresh=${SECRETS.refresh}`;
    const out = redact({ description: text });
    expect(leaks(out)).toEqual([]);
    expect(out.description).toContain('Hi, I');
  });

  it('finds them in strings under harmless keys, in arrays, in JSON held in a string and in keys', () => {
    const args = JSON.stringify({
      email: SECRETS.email,
      dateOfBirth: SECRETS.birth,
      cvv: SECRETS.cvv,
    });
    const out = redact({
      type: 'auth/tokensStored',
      payload: SECRETS.jwt,
      notes: [SECRETS.visa, [`passport: ${SECRETS.passport}`]],
      queries: { [`checkAccount(${args})`]: { queryCacheKey: `checkAccount(${args})` } },
      amount: Number(SECRETS.visa),
    });
    expect(leaks(out)).toEqual([]);
    expect(out.type).toBe('auth/tokensStored');
  });

  it('reads Arabic-Indic digits as digits', () => {
    expect(leaks(redact({ note: '٤١١١١١١١١١١١١١١١' }))).toEqual([]);
    expect(redact({ note: '٤١١١١١١١١١١١١١١١' }).note).toBe('[card-1]');
  });

  it('leaves what a replay needs: ids, dates, times, prices, codes and ordinary numbers', () => {
    const harmless = {
      requestId: '6a1f0d0e-3b7c-4a55-9a5e-446655440000',
      departureDate: '2026-03-10',
      at: '2026-03-10T08:45:00',
      stamp: '2026-11-24T20:57:23.000Z',
      total: '1234567.89',
      startedTimeStamp: 1_764_000_000_000,
      route: 'DXB-CAI',
      flight: 'EK 927',
      reference: 'K7M49Q',
      nanoid: 'V1StGXR8_Z5jdHi6B-myT',
      url: '/flights/results?from=DXB&to=CAI&date=2026-03-10&adults=2',
      luhnFails: '4111111111111112',
    };
    expect(redact(harmless)).toEqual(harmless);
  });
});

describe('placeholders', () => {
  it('give one value one placeholder throughout a report, whatever its spelling', () => {
    const redactor = createRedactor();
    const first = redactor.redact({ email: 'Layla@Example.com', phone: '+971501234567' });
    const second = redactor.redact({
      text: 'mail layla@example.com or +971 50 123 4567; other: sami@example.com',
    });
    expect(first).toEqual({ email: '[email-1]', phone: '[phone-1]' });
    expect(second.text).toBe('mail [email-1] or [phone-1]; other: [email-2]');
  });

  it('do not change the value redacted', () => {
    const state = { user: { email: SECRETS.email } };
    redact(state);
    expect(state.user.email).toBe(SECRETS.email);
  });

  it('stop at a depth no real state reaches, rather than pass the rest through', () => {
    let deep: Record<string, unknown> = { note: SECRETS.email };
    for (let index = 0; index < 60; index += 1) deep = { child: deep };
    expect(leaks(redact(deep))).toEqual([]);
  });

  it('gets through long runs of text (a base64 image, a long id) without backtracking', () => {
    const long = {
      image: 'x'.repeat(500_000),
      digits: '1'.repeat(200_000),
      spaced: 'a '.repeat(200_000),
    };
    expect(redact(long)).toEqual(long);
  });
});

describe('every form a traveller writes a secret in, in English and Arabic', () => {
  it.each(Object.entries(REDACTION_CASES))('%s', (_name, { text, secrets }) => {
    const out = createRedactor().redactText(text);
    expect(out).toMatch(/\[[a-z]+-1\]/);
    expect(survivingSecrets(out, secrets)).toEqual([]);
  });

  it.each(HARMLESS_TEXTS)('leaves travel details alone: %s', (text) => {
    expect(createRedactor().redactText(text)).toBe(text);
  });

  it('keeps the label and the sentence around a labelled value', () => {
    const redactor = createRedactor();
    expect(redactor.redactText('born on 14 March 1990, in Cairo')).toBe(
      'born on [birthdate-1], in Cairo',
    );
    expect(redactor.redactText('جواز السفر N1234567 مفقود')).toBe('جواز السفر [passport-1] مفقود');
    expect(redactor.redactText('the security number 737 was refused')).toBe(
      'the security number [cvv-1] was refused',
    );
    // The same document however it is spaced.
    expect(redactor.redactText('Passport: N 1234567.')).toBe('Passport: [passport-1].');
  });

  it('gives a card one placeholder whatever its separators and digits', () => {
    const redactor = createRedactor();
    const out = ['4111 1111 1111 1111', '4111.1111.1111.1111', '٤١١١/١١١١/١١١١/١١١١'].map((card) =>
      redactor.redactText(card),
    );
    expect(out).toEqual(['[card-1]', '[card-1]', '[card-1]']);
  });
});

describe('a value redacted already', () => {
  it('keeps its placeholder, under a key or in text', () => {
    const once = redact({ card: { number: SECRETS.visa }, note: `card ${SECRETS.visaSpaced}` });
    expect(once).toEqual({ card: '[card-1]', note: 'card [card-1]' });
    expect(redact(once)).toEqual(once);
  });

  it('is numbered after, when a second redaction finds more', () => {
    const redactor = createRedactor({ usedNumbers: new Map([['email', 3]]) });
    expect(redactor.redactText('[email-3] and sami@example.com')).toBe('[email-3] and [email-4]');
  });
});

describe('an action named for a secret', () => {
  it('has its payload redacted as that secret', () => {
    expect(redact({ type: 'auth/tokensStored', payload: 'opaque-access-token' })).toEqual({
      type: 'auth/tokensStored',
      payload: '[token-1]',
    });
    expect(redact({ type: 'preferences/languageChanged', payload: 'ar' })).toEqual({
      type: 'preferences/languageChanged',
      payload: 'ar',
    });
  });
});

describe('hostile input', () => {
  it('keeps a "__proto__" key a key, and redacts under it', () => {
    const parsed = JSON.parse('{"__proto__": {"email": "layla@example.com"}}') as object;
    const out = redact(parsed);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"email":"[email-1]"}}');
  });
});
