import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { YORK_SUNLINE_RULES } from './sunline-packaged';

const rule = YORK_SUNLINE_RULES[0]!;

describe('York Sunline / Stellar packaged units with any generation digit (york/sunline-packaged.ts)', () => {
  // Models as the installation instructions print them: D7CG 036 / 048 / 060, Sunline 2000 D3CG090.
  it.each([
    ['D7CG036', 36, 3],
    ['D7CG048', 48, 4],
    ['D7CG060', 60, 5],
    ['D3CG090', 90, 7.5],
  ])('%s → packaged unit, %i kBtu/h', (model, kbtuh, tons) => {
    const d = rule.decode(model, 'York');
    expect(d?.type).toBe('packaged units');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
  });

  it('reads a sibling with its option fields through the dispatcher, with a York-group brand only', () => {
    expect(decodeModelNumber('D7CG060N10025', 'Luxaire')?.type).toBe('packaged units');
    expect(decodeModelNumber('D7CG060', null)).toBeNull();
    expect(decodeModelNumber('D7CG060', 'Trane')).toBeNull();
  });

  it('leaves D1 / D2 to the §7.4 rule and rejects off-grid sizes and other digits', () => {
    expect(decodeModelNumber('D1EB036', 'York')?.rule).toMatch(/§7\.4/);
    expect(rule.decode('D1EB036', 'York')).toBeNull();
    expect(rule.decode('D8CG036', 'York')).toBeNull();
    expect(rule.decode('D7CG050', 'York')).toBeNull();
    expect(rule.decode('D7CG012', 'York')).toBeNull();
    expect(rule.decode('D7CG036', '')).toBeNull();
  });
});
