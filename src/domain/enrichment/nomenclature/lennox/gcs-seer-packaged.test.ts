// Lennox 10GCS / 12GCS / 13GCS / 13GCSX / 15GCSX gas packaged units. Expected values from bulletin 210448 (13GCS model
// number identification "13 GCS A − 24 − 068 X − 230": 24 = 2 tons, 068 = 67,500 Btuh input, 230 = 208/230 V 1 ph,
// SEER 13.00, R-22) and the installation-instruction titles "10GCS & 12GCS series … gas packaged units (2-5 tons)",
// "13GCSX series units gas packaged units (2−5 tons)".
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lennox GCS gas packaged units with the SEER in front', () => {
  it('13GCSA-24-068X-230 (the bulletin example): packaged, 2 t, 67.5 kBtu/h input, 13 SEER, R-22, 230 V 1 ph', () => {
    expect(decodeModelNumber('13GCSA-24-068X-230', 'Lennox')).toMatchObject({
      family: 'lennox',
      type: 'packaged units',
      series: '13GCS',
      evidence: 'src',
      fields: { cooling_capacity_tons: 2, heating_input_kbtuh: 67.5, seer: 13, refrigerant: 'R-22', voltage_v: 230, phase: 1 },
    });
  });

  it('13GCS-60-138 reads 5 tons and 137.5 kBtu/h', () => {
    expect(decodeModelNumber('13GCS-60-138', 'Lennox')?.fields).toMatchObject({ cooling_capacity_tons: 5, heating_input_kbtuh: 137.5 });
  });

  it('10GCS-024 and 12GCS-048 (titled 2-5 ton gas packaged units): packaged units with the size, no SEER stated', () => {
    const ten = decodeModelNumber('10GCS-024', 'Lennox');
    expect(ten).toMatchObject({ type: 'packaged units', series: '10GCS', fields: { cooling_capacity_tons: 2 } });
    expect(ten?.fields.seer).toBeUndefined();
    expect(decodeModelNumber('12GCS-048', 'Lennox')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 4 } });
  });

  it('13GCSX-036 is a packaged unit of 3 tons', () => {
    expect(decodeModelNumber('13GCSX-036', 'Lennox')).toMatchObject({ type: 'packaged units', series: '13GCSX', fields: { cooling_capacity_tons: 3 } });
  });

  it('needs the Lennox brand and a titled series and size', () => {
    expect(decodeModelNumber('13GCS-036', 'Goodman')?.family).not.toBe('lennox');
    expect(decodeModelNumber('11GCS-036', 'Lennox')).toBeNull();
    expect(decodeModelNumber('13GCS-072', 'Lennox')).toBeNull();
  });
});
