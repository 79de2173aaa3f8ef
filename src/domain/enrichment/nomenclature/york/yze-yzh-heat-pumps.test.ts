// York YZE / YZH split heat pumps (york/split-outdoor-lines.ts, york.yze-yzh-heat-pump). Expected values from the York
// installation-manual titles "R-410A outdoor split-system heat pump, MODELS: 15 SEER - YZE / HC5B / HL5B SERIES, 2 to 5
// tons" (035-20401-001) and "MODELS: 18 SEER - YZH, HC8B, HL8B SERIES".
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('York YZE / YZH split heat pumps (the York letters of the HC5B / HC8B titles)', () => {
  // [model as written, kBtu/h, SEER of the title]
  const table: [string, number, number][] = [
    ['YZE024', 24, 15], // "15 SEER - YZE … 2 to 5 tons"
    ['YZE060', 60, 15],
    ['YZH036', 36, 18], // "18 SEER - YZH"
    ['YZH4821', 48, 18], // size and electrical code as the HL20B2421 twins print them
  ];
  it.each(table)('%s: heat pump, %i kBtu/h, SEER %i, R-410A', (model, kbtuh, seer) => {
    const d = decodeModelNumber(model, 'York');
    expect(d).toMatchObject({ family: 'york', type: 'heat pumps', fields: { cooling_capacity_kbtuh: kbtuh, seer, refrigerant: 'R-410A' } });
  });

  it('a York-group badge reports its own brand', () => {
    expect(decodeModelNumber('YZE036', 'Luxaire')?.brand).toBe('Luxaire');
  });

  it('no size off 18–60, no other brand, no brand; YZV stays with its own rule', () => {
    expect(decodeModelNumber('YZE072', 'York')).toBeNull();
    expect(decodeModelNumber('YZE036', 'Goodman')).toBeNull();
    expect(decodeModelNumber('YZE036', null)).toBeNull();
    expect(decodeModelNumber('YZV36B21', 'York')?.rule).not.toMatch(/YZE/);
  });
});
