// Goodman / Amana gas furnaces of the 2020s key (goodman/furnaces-2020s-key.ts): models named by the documents
// (SS-GC9C96 dimension table GC9C960403BNA, GC9C96 service manual GC9C961005CN, GM9S96 installation manual GM9S961205DN,
// GC9C80 installation manual GC9C801005CX) and numbers laid out on the printed key.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { GOODMAN_FURNACE_2020S_RULES } from './furnaces-2020s-key';
import { decodeWith } from '../kit/test-helpers';

describe('Goodman / Amana furnaces, 2020s key', () => {
  it('GC9C960403BNA (SS-GC9C96): downflow/horizontal, two-stage, 96 % AFUE, 40,000 Btu/h', () => {
    const d = decodeModelNumber('GC9C960403BNA', 'Goodman');
    expect(d).toMatchObject({ type: 'furnaces', family: 'goodman', brand: 'Goodman', series: 'GC9C96', evidence: 'src' });
    expect(d?.fields).toEqual({ heating_input_kbtuh: 40, afue_percent: 96, efficiency_tier: 'downflow/horizontal, two-stage' });
  });

  it.each([
    ['GC9C961005CN', 'Goodman', 100, 96, 'downflow/horizontal, two-stage'],
    ['GM9S961205DN', 'Goodman', 120, 96, 'upflow/horizontal, single-stage'],
    ['GC9C801005CX', 'Goodman', 100, 80, 'downflow/horizontal, two-stage'],
    ['AM9S920603BN', 'Amana', 60, 92, 'upflow/horizontal, single-stage'],
    ['GR9S960803BX', 'Goodman', 80, 96, 'upflow/horizontal, single-stage'],
    ['GD9S960603BN', 'Goodman', 60, 96, 'downflow/horizontal, single-stage'],
    ['gm9s96 0803', 'Goodman', 80, 96, 'upflow/horizontal, single-stage'],
  ])('%s (%s) → %d kBtu/h, %d %% AFUE, %s', (model, brand, input, afue, tier) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('furnaces');
    expect(d?.fields).toMatchObject({ heating_input_kbtuh: input, afue_percent: afue, efficiency_tier: tier });
  });

  it('the NOx letter is not a fuel: X is read as the low-NOx version, no fuel field', () => {
    const d = decodeModelNumber('GC9C801005CX', 'Goodman');
    expect(d?.description).toBe('gas furnace, low NOx (< 40 ng/J)');
    expect(d?.fields.fuel).toBeUndefined();
  });

  it('reads no AFUE class, input or configuration the key does not print; brand required', () => {
    expect(decodeWith(GOODMAN_FURNACE_2020S_RULES, 'GM9S950603BN', 'Goodman')).toBeNull();
    expect(decodeWith(GOODMAN_FURNACE_2020S_RULES, 'GM9S960703BN', 'Goodman')).toBeNull();
    expect(decodeWith(GOODMAN_FURNACE_2020S_RULES, 'GK9S960603BN', 'Goodman')).toBeNull();
    expect(decodeWith(GOODMAN_FURNACE_2020S_RULES, 'AR9S960603BN', 'Amana')).toBeNull();
    expect(decodeModelNumber('GM9S960603BN', null)).toBeNull();
  });
});
