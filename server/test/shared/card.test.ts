import type { CardBrand } from '../../src/modules/bookings/constants.ts';
import { checkCard } from '../../src/modules/bookings/payment.ts';
import {
  CARD_BRAND_RANGES,
  cardBrand,
  cvvDigits,
  expiryNotOver,
  formatExpiry,
  groupCardNumber,
  isCardNumber,
} from '../../src/shared/card.ts';
import { passesLuhn } from '../../src/shared/digits.ts';

// The one table of card ranges both ends read a card by: the checkout's brand as a traveller types
// (shared/card.ts) and the server's check of a booking's card (modules/bookings/payment.ts).
const BRANDS: [firstDigits: string, brand: CardBrand][] = [
  ['4', 'visa'],
  ['4111', 'visa'],
  ['34', 'amex'],
  ['37', 'amex'],
  ['3782', 'amex'],
  ['35', 'other'],
  ['36', 'other'],
  ['50', 'other'],
  ['51', 'mastercard'],
  ['55', 'mastercard'],
  ['5500', 'mastercard'],
  ['56', 'other'],
  ['2220', 'other'],
  ['2221', 'mastercard'],
  ['2500', 'mastercard'],
  ['2720', 'mastercard'],
  ['2721', 'other'],
  ['6011', 'discover'],
  ['6012', 'other'],
  ['643', 'other'],
  ['644', 'discover'],
  ['649', 'discover'],
  ['65', 'discover'],
  ['622125', 'other'],
  ['622126', 'discover'],
  ['622500', 'discover'],
  ['622925', 'discover'],
  ['622926', 'other'],
  ['9999', 'other'],
];

// A whole 16-digit number (15 for American Express) starting with the digits, its last digit
// the Luhn check digit.
function wholeNumber(firstDigits: string): string {
  const length = firstDigits.startsWith('34') || firstDigits.startsWith('37') ? 15 : 16;
  const body = firstDigits.padEnd(length - 1, '0');
  const check = [...'0123456789'].find((digit) => passesLuhn(body + digit));
  return body + check;
}

const NOW = new Date('2026-03-15T12:00:00Z');

describe('card brands', () => {
  it.each(BRANDS)('%s… is %s as it is typed', (firstDigits, brand) => {
    expect(cardBrand(firstDigits)).toBe(brand);
  });

  it.each(BRANDS)('%s… is %s when a booking pays with it', (firstDigits, brand) => {
    const number = wholeNumber(firstDigits);
    const cvv = brand === 'amex' ? '1234' : '123';
    expect(checkCard({ number, expiry: '12/30', cvv, holderName: 'Layla Haddad' }, NOW)).toEqual({
      brand,
      last4: number.slice(-4),
    });
  });

  it('names only the brands the ranges name', () => {
    const named = new Set(CARD_BRAND_RANGES.map((range) => range.brand));
    expect([...named].sort()).toEqual(['amex', 'discover', 'mastercard', 'visa']);
  });

  it('reads Arabic-Indic digits', () => {
    expect(cardBrand('٤٢٤٢')).toBe('visa');
  });
});

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
