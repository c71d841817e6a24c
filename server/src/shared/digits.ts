// Digits as the web app and the server both read them: the checkout (card numbers, phone and
// passport numbers typed on an Arabic keyboard), the server's card check and the redaction of
// support reports.

// Arabic keyboards type Arabic-Indic digits (٠١٢…) or their Persian forms (۰۱۲…).
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The text with Arabic-Indic and Persian digits made Latin; its length does not change. */
export const toLatinDigits = (text: string) =>
  text.replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) & 0xf));

/** The Luhn checksum every payment card number carries in its last digit (Latin digits only). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
