// Arabic keyboards type Arabic-Indic digits (٠١٢…) or their Persian forms (۰۱۲…); phone, passport
// and card numbers are read and sent with Latin digits whichever the traveller typed.

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

export const toLatinDigits = (text: string) =>
  text.replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) & 0xf));

/** Digits only: spaces and dashes a traveller groups a card number with are dropped. */
export const digitsOf = (text: string) => toLatinDigits(text).replace(/[\s-]/g, '');
