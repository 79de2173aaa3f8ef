// Lennox LRP residential packaged units. Expected values from the LRP16GE key (bulletin 210773, "L RP 16 GE 36 - 090 X
// P - 1 - A": 16 SEER, gas/electric, 36 = 3 tons, 090 = 90,000 Btuh input, X low NOx, P = 208/230V-1phase), the LRP16HP
// key (bulletin 210774, "L RP 16 HP 36 V P - 1 - A": packaged heat pump, V variable speed blower) and the series the
// unit-information titles name (LRP13 / LRP14 / LRP15 / LRP16; HFC-410A).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lennox LRP residential packaged units', () => {
  it('LRP16GE36-090XP-1-A, the key example: 3 tons, 16 SEER, 90 kBtu/h input, low NOx, 208/230 V 1-phase', () => {
    const d = decodeModelNumber('LRP16GE36-090XP-1-A', 'Lennox');
    expect(d).toMatchObject({ family: 'lennox', type: 'packaged units', series: 'LRP16GE', evidence: 'src' });
    expect(d?.fields).toMatchObject({ cooling_capacity_tons: 3, seer: 16, heating_input_kbtuh: 90, refrigerant: 'R-410A', voltage_v: 230, phase: 1 });
    expect(d?.description).toContain('low NOx');
  });

  it('LRP16HP36VP-1-A, the heat-pump key example: packaged heat pump, variable speed blower, no heating input', () => {
    const d = decodeModelNumber('LRP16HP36VP-1-A', 'Lennox');
    expect(d).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 3, seer: 16 } });
    expect(d?.description).toBe('packaged heat pump, variable speed blower motor');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it.each([
    ['LRP14AC24P-1-A', 2, 14],
    ['LRP13HP60P', 5, 13],
    ['LRP14GE48-108P-1-A', 4, 14],
    ['LRP15GE42-090P', 3.5, 15],
  ])('%s: %s tons, %s SEER', (model, tons, seer) => {
    expect(decodeModelNumber(model, 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: tons, seer });
  });

  it('HFC-410A only where the unit information states it (LRP14 / LRP16)', () => {
    expect(decodeModelNumber('LRP14AC24P-1-A', 'Lennox')?.fields.refrigerant).toBe('R-410A');
    expect(decodeModelNumber('LRP13HP60P', 'Lennox')?.fields.refrigerant).toBeUndefined();
  });

  it('no untitled series, no heating input on AC / HP, no size off the key, no brand', () => {
    expect(decodeModelNumber('LRP15AC36P', 'Lennox')).toBeNull();
    expect(decodeModelNumber('LRP14HP36-090P', 'Lennox')).toBeNull();
    expect(decodeModelNumber('LRP14GE72-090P', 'Lennox')).toBeNull();
    expect(decodeModelNumber('LRP16GE36-090XP-1-A', null)).toBeNull();
    expect(decodeModelNumber('LRP16GE36-090XP-1-A', 'Trane')).toBeNull();
  });
});
