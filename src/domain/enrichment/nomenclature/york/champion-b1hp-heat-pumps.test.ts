// York Champion B1HP / B1HH single-package heat pumps (york.sunline-heat-pump-digit-rtu22a). Expected values from the
// titles: installation instruction 035-19392-000 "MODELS B1HP024 THRU 048, 2 THRU 4 TON (13 SEER)" and its technical
// guide ("charged with R-22"); "MODELS B1HH018 THRU 060 … (12 SEER)".
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('York Champion B1HP (13 SEER) and B1HH (12 SEER) single-package heat pumps', () => {
  // [model, kBtu/h, SEER of the title, refrigerant of the title]
  const table: [string, number, number, string | undefined][] = [
    ['B1HP024A06', 24, 13, 'R-22'],
    ['B1HP048A25', 48, 13, 'R-22'],
    ['B1HH036A06', 36, 12, undefined],
  ];
  it.each(table)('%s: packaged unit, %i kBtu/h, SEER %i, %s', (model, kbtuh, seer, refrigerant) => {
    const d = decodeModelNumber(model, 'York');
    expect(d).toMatchObject({ family: 'york', type: 'packaged units', fields: { cooling_capacity_kbtuh: kbtuh, seer } });
    expect(d?.fields.refrigerant).toBe(refrigerant);
  });

  it('B1HP sizes stop at 048 ("B1HP024 thru 048"); no brand, no decode', () => {
    expect(decodeModelNumber('B1HP060A06', 'York')).toBeNull();
    expect(decodeModelNumber('B1HP018A06', 'York')).toBeNull();
    expect(decodeModelNumber('B1HP036A06', null)).toBeNull();
  });
});
