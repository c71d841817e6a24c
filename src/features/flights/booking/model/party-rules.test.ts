import type { TravelerType } from '@server/modules/flights/constants.ts';
import { addBlockedBy, canRemove, insertionIndex, numbersWithinType } from './party-rules';

const party = (...types: TravelerType[]) => types;

describe('party rules (§2, §5, §9)', () => {
  it('adds infants only while each has an adult’s lap', () => {
    expect(addBlockedBy(party('ADULT'), 'HELD_INFANT')).toBeNull();
    expect(addBlockedBy(party('ADULT', 'HELD_INFANT'), 'HELD_INFANT')).toBe('infant-per-adult');
  });

  it('seats at most 9 adults and children, and no more than the seats left', () => {
    const nine = party(...Array<TravelerType>(9).fill('ADULT'));
    expect(addBlockedBy(nine, 'ADULT')).toBe('seated-limit');
    expect(addBlockedBy(nine, 'CHILD')).toBe('seated-limit');
    expect(addBlockedBy(nine, 'HELD_INFANT')).toBeNull();
    expect(addBlockedBy(party('ADULT', 'CHILD'), 'ADULT', 2)).toBe('seats-left');
    expect(addBlockedBy(party('ADULT', 'CHILD'), 'HELD_INFANT', 2)).toBeNull();
    expect(addBlockedBy(party('ADULT'), 'CHILD', 2)).toBeNull();
  });

  it('removes anyone but the only passenger, the last adult, or a lap an infant needs', () => {
    expect(canRemove(party('ADULT'), 0)).toBe(false);
    expect(canRemove(party('ADULT', 'CHILD'), 0)).toBe(false);
    expect(canRemove(party('ADULT', 'CHILD'), 1)).toBe(true);
    expect(canRemove(party('ADULT', 'ADULT', 'HELD_INFANT', 'HELD_INFANT'), 0)).toBe(false);
    expect(canRemove(party('ADULT', 'ADULT', 'HELD_INFANT'), 1)).toBe(true);
    expect(canRemove(party('ADULT'), 3)).toBe(false);
  });

  it('keeps adults, then children, then infants, each numbered from 1', () => {
    const types = party('ADULT', 'CHILD', 'HELD_INFANT');
    expect(insertionIndex(types, 'ADULT')).toBe(1);
    expect(insertionIndex(types, 'CHILD')).toBe(2);
    expect(insertionIndex(types, 'HELD_INFANT')).toBe(3);
    expect(numbersWithinType(party('ADULT', 'ADULT', 'CHILD', 'HELD_INFANT'))).toEqual([
      1, 2, 1, 1,
    ]);
  });
});
