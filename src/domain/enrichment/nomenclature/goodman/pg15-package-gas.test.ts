// Goodman / Amana *PG15 package gas units. Expected values from technical manual RT6313001r11 ("*PG15 package gas units",
// product identification: 24 = 24,000 BTUH, 37 = 36,000, 49 = 48,000; heating input 070 = 69,000, 115 = 115,000,
// 140 = 138,000; 4 = R-410A; voltage 1 = 208-230 V/1 ph) and the models of Goodman service alert SA-013.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Goodman *PG15 package gas/electric units', () => {
  it('APG152407041: Amana packaged unit, 2 tons, 69 kBtu/h input, 15 SEER, R-410A, 230 V 1 ph', () => {
    expect(decodeModelNumber('APG152407041', 'Amana')).toMatchObject({
      family: 'goodman',
      type: 'packaged units',
      series: 'APG15',
      fields: { cooling_capacity_tons: 2, heating_input_kbtuh: 69, heating_input_code: '070', seer: 15, refrigerant: 'R-410A', voltage_v: 230, phase: 1 },
    });
  });

  it('the 37 and 49 codes read 36,000 and 48,000 BTUH; 115 needs no separate code', () => {
    expect(decodeModelNumber('APG153709041', 'Amana')?.fields).toMatchObject({ cooling_capacity_kbtuh: 36, heating_input_kbtuh: 92 });
    const d = decodeModelNumber('GPG154911541', 'Goodman');
    expect(d?.fields).toMatchObject({ cooling_capacity_kbtuh: 48, heating_input_kbtuh: 115 });
    expect(d?.fields.heating_input_code).toBeUndefined();
  });

  it('needs a Goodman-group brand and a keyed capacity / input', () => {
    expect(decodeModelNumber('GPG152407041', 'Trane')?.family).not.toBe('goodman');
    expect(decodeModelNumber('GPG155007041', 'Goodman')).toBeNull();
    expect(decodeModelNumber('GPG152406041', 'Goodman')).toBeNull();
  });
});
