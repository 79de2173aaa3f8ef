import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Goodman *PG13 technical manual RT6312004 product identification (nominal capacity 24–60 = 24,000–
// 60,000 Btu/h; heating input 045 = 46,000, 090 = 92,000, 140 = 138,000 Btu/h; voltage 1 = 208/230 V 1 ph) and its
// model list (24045 … 60140); IO-288B names the GPG13 a single package gas-electric heating & cooling unit.
describe('Goodman GPG13 without the configuration · refrigerant pair', () => {
  it('reads capacity, the heating-input code with the input the key prints for it, and the voltage', () => {
    expect(decodeModelNumber('GPG13240451AA', 'Goodman')).toMatchObject({
      type: 'packaged units',
      series: 'GPG13',
      brand: 'Goodman',
      fields: { cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2, heating_input_kbtuh: 46, heating_input_code: '045', seer: 13, voltage_v: 230, phase: 1 },
    });
    expect(decodeModelNumber('APG13601401', 'Amana')?.fields).toMatchObject({ cooling_capacity_tons: 5, heating_input_kbtuh: 138 });
  });

  it('only the model list pairs and the documented codes, and only with a brand', () => {
    expect(decodeModelNumber('GPG13361151AB', 'Goodman')?.rule ?? '').not.toContain('without the configuration');
    expect(decodeModelNumber('GPG13240801AA', 'Goodman')?.rule ?? '').not.toContain('without the configuration');
    expect(decodeModelNumber('GPG13240453AA', 'Goodman')?.rule ?? '').not.toContain('without the configuration');
    expect(decodeModelNumber('GPG13240451AA', null)).toBeNull();
  });

  it('the M-series print (goodman.packaged) carries the same heat input for the model-list pairs only', () => {
    expect(decodeModelNumber('GPG1348090M41AA', 'Goodman')?.fields).toMatchObject({ cooling_capacity_tons: 4, heating_input_kbtuh: 92, heating_input_code: '090' });
    expect(decodeModelNumber('APG1330070M41', 'Amana')?.fields.heating_input_kbtuh).toBe(69);
    expect(decodeModelNumber('GPG1324080M41', 'Goodman')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('GPG1424045M41', 'Goodman')?.fields.heating_input_kbtuh).toBeUndefined();
  });
});
