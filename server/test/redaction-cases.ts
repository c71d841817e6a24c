import { toLatinDigits } from '../src/shared/digits.ts';

// Every form issue 26 names, in English and Arabic, as a traveller writes them: what redaction
// must take out (secrets) and what it must leave (travel details a replay needs). The server's
// redaction tests and the web app's problem-report test both read this table, so the browser and
// the server are held to the same cases.

export interface RedactionCase {
  text: string;
  /** What must not survive, in any spelling of its digits. */
  secrets: string[];
}

const VISA = '4111111111111111';

export const REDACTION_CASES: Record<string, RedactionCase> = {
  'card, spaced': { text: 'Card 4111 1111 1111 1111 was refused', secrets: [VISA] },
  'card, dashes': { text: 'my visa 4111-1111-1111-1111', secrets: [VISA] },
  'card, dots': { text: 'paid with 4111.1111.1111.1111 twice', secrets: [VISA] },
  'card, slashes': { text: 'number 4111/1111/1111/1111', secrets: [VISA] },
  'card, no separator': { text: 'charged 4111111111111111', secrets: [VISA] },
  'card, 4-6-5': { text: 'amex 3782 822463 10005', secrets: ['378282246310005'] },
  'card, Arabic-Indic, spaced': { text: 'بطاقتي ٤١١١ ١١١١ ١١١١ ١١١١ رفضت', secrets: [VISA] },
  'card, Arabic-Indic, slashes': { text: 'دفعت بـ ٤١١١/١١١١/١١١١/١١١١', secrets: [VISA] },
  'card, Arabic-Indic, dots': { text: 'الرقم ٤١١١.١١١١.١١١١.١١١١', secrets: [VISA] },
  'card, labelled, failing Luhn': {
    text: 'card number 4111 1111 1111 1112 is it wrong?',
    secrets: ['4111111111111112'],
  },
  'card, labelled in Arabic': {
    text: 'رقم البطاقة 4111-1111-1111-1112 لا يعمل',
    secrets: ['4111111111111112'],
  },
  'phone, international': { text: 'call +971 50 123 4567', secrets: ['971501234567'] },
  'phone, dashes': { text: 'or 050-123-4567', secrets: ['0501234567'] },
  'phone, dots': { text: 'or 050.123.4567 after six', secrets: ['0501234567'] },
  'phone, slashes': { text: 'or 050/123/4567', secrets: ['0501234567'] },
  'phone, no separator': { text: 'or 0501234567', secrets: ['0501234567'] },
  'phone, Arabic-Indic': { text: 'اتصل على ٠٥٠ ١٢٣ ٤٥٦٧', secrets: ['0501234567'] },
  'phone, labelled, short': { text: 'phone: 42 17 9', secrets: ['42179'] },
  'phone, labelled in Arabic': { text: 'هاتفي ٤٢١٧٩٩', secrets: ['421799'] },
  'passport, English': { text: 'passport no N1234567 expired', secrets: ['N1234567'] },
  'passport, spaced': { text: 'Passport: N 1234567.', secrets: ['1234567'] },
  'passport, Arabic label': { text: 'جواز السفر N1234567', secrets: ['N1234567'] },
  'passport, Arabic label and digits': { text: 'رقم الجواز: N١٢٣٤٥٦٧', secrets: ['1234567'] },
  'passport, mine, in Arabic': { text: 'جوازي رقم N1234567 مفقود', secrets: ['N1234567'] },
  'driving licence': { text: 'driving licence DXB-7654321', secrets: ['7654321'] },
  'driving licence, Arabic': { text: 'رخصة القيادة 7654321', secrets: ['7654321'] },
  'birth date in words': { text: 'born on 14 March 1990, in Cairo', secrets: ['March', '1990'] },
  'birth date, month first': {
    text: 'Date of birth: March 14, 1990',
    secrets: ['March', '14', '1990'],
  },
  'birth date, ordinal': { text: 'born on the 14th of March, 1990', secrets: ['March', '1990'] },
  'birth month and year': { text: 'I was born in March 1990', secrets: ['March', '1990'] },
  'birth date in figures': { text: 'DOB 14/03/1990', secrets: ['14/03/1990'] },
  'birth date, Arabic': { text: 'تاريخ الميلاد ١٤ مارس ١٩٩٠', secrets: ['مارس', '1990'] },
  'birth date, Levantine month': {
    text: 'ولدت في 14 آذار 1990 في عمان',
    secrets: ['آذار', '1990'],
  },
  'birth date, both month names': {
    text: 'تاريخ ميلادي: 14 آذار/مارس 1990م',
    secrets: ['آذار', 'مارس', '1990'],
  },
  'birth year, Arabic': { text: 'مواليد عام 1990', secrets: ['1990'] },
  cvv: { text: 'cvv 737', secrets: ['737'] },
  'cvc with a colon': { text: 'CVC: 737', secrets: ['737'] },
  'security number': { text: 'the security number 737 was refused', secrets: ['737'] },
  'verification code': { text: 'verification code 4821', secrets: ['4821'] },
  'security code, Arabic': { text: 'رمز الأمان ٧٣٧', secrets: ['737'] },
  'verification code, Arabic': { text: 'رمز التحقق: 4821', secrets: ['4821'] },
  'e-mail address': { text: 'mail me at Layla.Haddad@example.com.', secrets: ['layla.haddad'] },
  'e-mail, labelled, not an address': { text: 'email: layla.haddad', secrets: ['layla.haddad'] },
  'e-mail, Arabic label': {
    text: 'البريد الإلكتروني: layla.haddad',
    secrets: ['layla.haddad'],
  },
  'e-mail, Arabic letters': { text: 'راسلني على ليلى@مثال.com', secrets: ['ليلى'] },
  password: { text: 'password: Desert-Falcon-42', secrets: ['Desert-Falcon-42'] },
  'password, Arabic': { text: 'كلمة المرور: Desert-Falcon-42', secrets: ['Desert-Falcon-42'] },
  token: {
    text: 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl',
    secrets: ['eyJhbGci', 'c2lnbmF0dXJl'],
  },
};

/** Travel details a replay needs, which no rule may take. */
export const HARMLESS_TEXTS = [
  'Flying DXB-CAI on 2026-03-10, back 10/03/2026 or 10.03.2026',
  'two dates 2026-03-10 2026-03-17 and 2026/03/10',
  'I fly on 14 March 2026 with EK 927 at 08:45',
  'رحلتي يوم 14 مارس 2026 على الرحلة EK 927',
  'total 1234567.89 AED, 1,250 a night, card ending 1234',
  'near 25.2532, 55.3657 for 2026-2027',
  'passport expiry 2036-01-01 and passport is valid',
  'reference K7M49Q, request 6a1f0d0e-3b7c-4a55-9a5e-446655440000',
  '/flights?originLocationCode=DXB&departureDate=2026-03-10&adults=2',
  'born and raised in Dubai',
];

/** The secrets still readable in a redacted output, whatever digits they are written in. */
export function survivingSecrets(output: string, secrets: string[]): string[] {
  const text = toLatinDigits(output).toLowerCase();
  const digits = text.replace(/\D/g, '');
  return secrets.filter((secret) => {
    const wanted = toLatinDigits(secret).toLowerCase();
    return text.includes(wanted) || (/^\d{5,}$/.test(wanted) && digits.includes(wanted));
  });
}
