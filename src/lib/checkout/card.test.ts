import { passesLuhn } from '@server/shared/digits.ts';

import {
  cardBrand,
  cvvDigits,
  expiryNotOver,
  formatExpiry,
  groupCardNumber,
  isCardNumber,
} from './card';

describe('payment cards', () => {
  it('knows the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('takes a whole number with spaces, dashes or Arabic-Indic digits, and nothing else', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isCardNumber('٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢')).toBe(true);
    expect(isCardNumber('4242 4242 4242 424x')).toBe(false);
    expect(isCardNumber('4242 4242 42')).toBe(false);
  });

  it('tells the brand from the first digits', () => {
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('5500 0000')).toBe('mastercard');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('discover');
    expect(cardBrand('9999')).toBe('other');
    expect(cardBrand('')).toBeNull();
    expect(cvvDigits('3782 822463 10005')).toBe(4);
    expect(cvvDigits('4242')).toBe(3);
  });

  it('groups the number as it is printed, while it is typed', () => {
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    // American Express: 4-6-5.
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(groupCardNumber('٤٢٤٢٤٢')).toBe('4242 42');
    // No more digits than a card has.
    expect(groupCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY: "1230" becomes 12/30', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12', '1')).toBe('12/');
    // No month starts with 2 to 9.
    expect(formatExpiry('4')).toBe('04/');
    // Deleting the slash deletes it.
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('٠٨٣٤')).toBe('08/34');
    expect(formatExpiry('08/345')).toBe('08/34');
  });

  it('takes a card to the end of its month', () => {
    expect(expiryNotOver('03/26', '2026-03-31')).toBe(true);
    expect(expiryNotOver('02/26', '2026-03-01')).toBe(false);
    expect(expiryNotOver('01/27', '2026-12-31')).toBe(true);
    expect(expiryNotOver('13/27', '2026-12-31')).toBe(false);
  });
});
