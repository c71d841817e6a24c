import type { SecretKind } from './kinds.ts';

/*
 * Secrets a traveller labels in free text, in English and Arabic: "passport no N1234567",
 * "جواز السفر N1234567", "security number 737", "رمز الأمان ٧٣٧", "born on 14 March 1990",
 * "تاريخ الميلاد ١٤ آذار ١٩٩٠". Each rule is a label, what may stand between it and the value, and
 * the value's shape. The patterns run on the text with Latin digits (redact-text.ts), so \d is
 * every digit a traveller types.
 *
 * Passwords, tokens and e-mails need "label: value" or "label=value" ("my password was refused"
 * names no password); the others also take "label value" or "label is value", but only a value of
 * their shape (a digit in a document number, a whole date after a birth label).
 */

export interface LabelRule {
  kind: SecretKind;
  pattern: RegExp;
  /** Digits the value needs at least (a labelled card or phone number). */
  minDigits?: number;
}

// An Arabic word may carry a conjunction or preposition (و، ف، ب، ل) and the article (ال).
const AR = (words: string) => `(?:[وفبل])?(?:${words})`;
const THE = '(?:ال)?';
// An English label's words apart, joined or as a field name: date of birth, dateOfBirth, date_of_birth.
const W = '[\\s_-]*';

const LABELS: Record<SecretKind, { en: string; ar: string }> = {
  password: {
    en: 'pass(?:word|phrase|code)|passwd|pwd|secret|pin(?:\\s*code)?',
    ar: `كلمة\\s+${THE}(?:سر|مرور)|${THE}(?:رقم|رمز)\\s+${THE}سري`,
  },
  token: { en: '\\w*token|access|refresh|authorization', ar: `${THE}توكن` },
  cvv: {
    en: `cvv2?|cvc2?|cvn|csc|(?:card${W})?(?:security|verification)${W}(?:code|number|no\\.?|value)`,
    ar: `${THE}(?:رمز|رقم|كود)\\s+${THE}(?:أمان|امان|حماية|تحقق|تحقيق)|cvv`,
  },
  passport: {
    en: `passport(?:${W}(?:no\\.?|number|num|#))?|(?:document|id|licen[cs]e)${W}(?:number|no\\.?)|driving${W}licen[cs]e`,
    ar: `(?:رقم\\s+)?${THE}(?:جواز(?:ي)?(?:\\s+${THE}سفر)?|وثيقة|هوية|رخصة\\s+${THE}(?:قيادة|سياقة))`,
  },
  birthdate: {
    en: `date${W}of${W}birth|birth${W}date|birthday|d\\.?o\\.?b\\.?|born(?:\\s+(?:on|in))?`,
    ar: `تاريخ\\s+${THE}(?:ميلاد|ولادة)(?:ي)?|${THE}مواليد|عيد\\s+ميلادي|(?:وُ?لدت|وُ?لد|مولود|مولودة)(?:\\s+(?:في|فى|يوم|سنة|عام|بتاريخ))?`,
  },
  card: {
    en: `(?:(?:credit|debit|bank|payment)${W})?card(?:${W}(?:number|no\\.?|num|#))?`,
    ar: `(?:رقم\\s+)?${THE}(?:بطاق(?:ة|تي)(?:\\s+${THE}(?:ائتمان|ائتمانية|دفع|مصرفية|خصم))?|كارت|فيزا)`,
  },
  phone: {
    en: `(?:tele)?phone(?:${W}(?:number|no\\.?|#))?|mobile(?:${W}(?:number|no\\.?))?|cell(?:\\s*phone)?|tel\\.?|whats\\s*app|call\\s+me\\s+(?:at|on)`,
    ar: `(?:رقم\\s+)?${THE}(?:هاتف|جوال|موبايل|محمول|تلفون|تليفون)(?:ي)?|رقمي|${THE}واتس\\s*اب|${THE}واتساب`,
  },
  email: {
    en: `e-?mail(?:${W}address)?`,
    ar: `${THE}بريد(?:ي)?(?:\\s+${THE}(?:إلكتروني|الكتروني|ألكتروني))?|${THE}(?:إيميل|ايميل)(?:ي)?`,
  },
};

// What stands between a label and its value.
const QUOTE = `["'\\u201C\\u201D]?`;
const STRICT = `${QUOTE}\\s*[:=]\\s*${QUOTE}`;
const CONNECTOR = '(?:is|was|number|no\\.?|هو|هي|رقم(?:ه|ها)?|في)';
const LOOSE = `${QUOTE}[^\\S\\r\\n]*(?:[:=#][^\\S\\r\\n]*)?(?:${CONNECTOR}[^\\S\\r\\n]+)?${QUOTE}`;

// Value shapes. A value ends where a word, a JSON string or a query parameter does.
const END = `[^\\s"',;&}]`;
const TOKEN = `${END}+`;
const WITH_DIGIT = `${END}*\\d${END}*`;
// "N1234567", "N 1234567", "AB-123456".
const DOCUMENT = `(?:[A-Za-z]{1,2}[ -])?${WITH_DIGIT}`;
// Digits grouped by spaces, dashes, dots or slashes, as cards and phone numbers are written.
const NUMBER = '\\+?\\(?\\d(?:[\\s./()-]{0,2}\\d)*';

// Dates in words. A day or a year is never the start of a longer number.
const MONTH_EN =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?(?![a-z])';
const MONTH_AR_NAMES =
  'يناير|فبراير|مارس|[أاإ]بريل|مايو|يوني[وه]|يولي[وه]|[أا]غسطس|سبتمبر|[أا]كتوبر|نوفمبر|ديسمبر|' +
  'كانون\\s+ال(?:ثاني|[أا]ول)|شباط|[آا]ذار|نيسان|[أا]يار|حزيران|تموز|[آا]ب|[أا]يلول|تشرين\\s+ال(?:[أا]ول|ثاني)';
// Often both names: "آذار/مارس", "مارس (آذار)".
const MONTH_AR = `(?:${MONTH_AR_NAMES})(?:\\s*[/(]\\s*(?:${MONTH_AR_NAMES})\\s*\\)?)?`;
const DAY = '\\d{1,2}(?:st|nd|rd|th)?(?!\\d)';
const YEAR = '\\d{4}(?!\\d)';
const AR_YEAR = `(?:(?:سنة|عام)\\s+)?${YEAR}(?:\\s*م(?![\\p{L}]))?`;
const DATE = [
  `(?:the\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH_EN}(?:,?\\s+${YEAR})?`,
  `${MONTH_EN},?\\s+${YEAR}`,
  `${MONTH_EN}\\s+${DAY}(?:,?\\s+${YEAR})?`,
  `${DAY}\\s+(?:من\\s+)?${MONTH_AR}(?:\\s*,?\\s*${AR_YEAR})?`,
  `${MONTH_AR}\\s*,?\\s*${AR_YEAR}`,
  '\\d{1,4}[-/.]\\d{1,2}[-/.]\\d{1,4}(?!\\d)',
  `(?:(?:in|سنة|عام)\\s+)?${YEAR}`,
  WITH_DIGIT,
].join('|');

const VALUES: Record<SecretKind, { separator: string; value: string; minDigits?: number }> = {
  password: { separator: STRICT, value: TOKEN },
  // "Authorization: Bearer …": the token is what follows the scheme (redact-text.ts).
  token: { separator: STRICT, value: `(?!bearer\\b)${TOKEN}` },
  email: { separator: STRICT, value: TOKEN },
  cvv: { separator: LOOSE, value: WITH_DIGIT },
  passport: { separator: LOOSE, value: DOCUMENT },
  birthdate: { separator: LOOSE, value: `(?:${DATE})` },
  card: { separator: LOOSE, value: NUMBER, minDigits: 12 },
  phone: { separator: LOOSE, value: NUMBER, minDigits: 5 },
};

// CVV before card ("card security code 737"), passport before the others' "number".
const ORDER: SecretKind[] = [
  'password',
  'token',
  'cvv',
  'passport',
  'birthdate',
  'card',
  'phone',
  'email',
];

/** The labelled-value rules, each matching (label)(separator)(value). */
export const LABEL_RULES: LabelRule[] = ORDER.map((kind) => {
  const { en, ar } = LABELS[kind];
  const { separator, value, minDigits } = VALUES[kind];
  // Not inside a longer word on either side ("discard 4111…", "passports").
  const label = `(?<![\\p{L}\\p{N}_])(${en}|${AR(ar)})(?![\\p{L}\\p{N}_])`;
  return {
    kind,
    pattern: new RegExp(`${label}(${separator})(${value})`, 'giu'),
    ...(minDigits !== undefined && { minDigits }),
  };
});
