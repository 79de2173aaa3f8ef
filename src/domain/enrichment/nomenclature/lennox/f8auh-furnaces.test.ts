// Lennox F8AUH gas furnaces (lennox/f8auh-furnaces.ts): the series the Lennox service manual "F8AUH Gas Furnaces
// Up-Flow/Horizontal" (Corp 9912 L5) titles, type only (its table prints the models as "F8AUH**").
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { LENNOX_F8AUH_RULES } from './f8auh-furnaces';
import { decodeWith } from '../kit/test-helpers';

describe('Lennox F8AUH furnaces', () => {
  it('the series as the manual names it, and F8AUHX (its low-NOx build): gas furnaces, nothing else read', () => {
    for (const model of ['F8AUH', 'F8AUHX']) {
      const d = decodeModelNumber(model, 'Lennox');
      expect(d).toMatchObject({ type: 'furnaces', family: 'lennox', brand: 'Lennox', series: 'F8AUH', evidence: 'src' });
      expect(d?.fields).toEqual({});
    }
  });

  it('size characters after the series are not read', () => {
    expect(decodeWith(LENNOX_F8AUH_RULES, 'F8AUH-75', 'Lennox')?.fields).toEqual({});
  });

  it('near misses: another series letter, another maker, no brand', () => {
    expect(decodeWith(LENNOX_F8AUH_RULES, 'F8AUX', 'Lennox')).toBeNull();
    expect(decodeWith(LENNOX_F8AUH_RULES, 'F9AUH', 'Lennox')).toBeNull();
    expect(decodeModelNumber('F8AUH', 'Goodman')).toBeNull();
    expect(decodeModelNumber('F8AUH', null)).toBeNull();
  });
});
