import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { YORK_HEAT_PUMP_RULES } from './sunline-heat-pumps';

const rule = YORK_HEAT_PUMP_RULES[0]!;

describe('York Sunline 2000 / Affinity heat pumps with a generation digit (york/sunline-heat-pumps.ts)', () => {
  // Models as the installation instruction titles print them: B*CH 036 / 048 / 060 (* = 3 or 5), B3CH 090 & 120A25,
  // B4CH090 & 120A58, B1HH018 thru 060 (1-1/2 thru 5 ton).
  it.each([
    ['B3CH036', 36, 3],
    ['B5CH048', 48, 4],
    ['B3CH060A25', 60, 5],
    ['B3CH090A25', 90, 7.5],
    ['B4CH120A58', 120, 10],
    ['B1HH018', 18, 1.5],
    ['B1HH060', 60, 5],
  ])('%s → single-package heat pump, %i kBtu/h', (model, kbtuh, tons) => {
    const d = rule.decode(model, 'York');
    expect(d).toMatchObject({ type: 'packaged units', description: 'single-package heat pump', evidence: 'src' });
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
  });

  it('rejects sizes the titles do not print, other digits and other brands', () => {
    expect(rule.decode('B5CH090', 'York')).toBeNull();
    expect(rule.decode('B4CH036', 'York')).toBeNull();
    expect(rule.decode('B2CH036', 'York')).toBeNull();
    expect(rule.decode('B1HH090', 'York')).toBeNull();
    expect(rule.decode('B3CH036', 'Trane')).toBeNull();
    expect(rule.decode('B3CH036', '')).toBeNull();
  });

  it('reads through the dispatcher with a York-group brand', () => {
    expect(decodeModelNumber('B3CH090A25', 'Coleman')?.fields.cooling_capacity_tons).toBe(7.5);
    expect(decodeModelNumber('B3CH090A25', null)).toBeNull();
  });
});
