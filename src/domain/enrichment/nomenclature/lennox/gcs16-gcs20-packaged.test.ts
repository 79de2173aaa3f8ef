// Expected values from Lennox bulletin 210362, GCS16-024-030-036-048-060 / GCS20-036-048-060 Model Number Identification:
// cooling 024 = 2 … 060 = 5 tons, heating 50 / 75 / 90 / 120 (thousand Btuh input), voltage P = 208/230-1, Y = 208/230-3,
// G = 460-3, J = 575-3, X = low NOx.
import { describe, expect, it } from 'vitest';
import { firstDecode } from '../kit/first-decode';
import { LENNOX_GCS16_GCS20_RULES } from './gcs16-gcs20-packaged';

const lennox = (model: string, brand = 'Lennox') => firstDecode(LENNOX_GCS16_GCS20_RULES, model, brand);

describe('Lennox GCS16 / GCS20 packaged gas / electric units', () => {
  it('cooling, heating input and voltage', () => {
    expect(lennox('GCS16-048-90-1Y')).toMatchObject({
      type: 'packaged units',
      series: 'GCS16',
      fields: { cooling_capacity_tons: 4, heating_input_kbtuh: 90, voltage_v: 230, phase: 3 },
    });
    expect(lennox('GCS16-024-50-1P')?.fields).toEqual({ cooling_capacity_tons: 2, cooling_capacity_kbtuh: 24, heating_input_kbtuh: 50, voltage_v: 230, phase: 1 });
    expect(lennox('GCS20-060-120-1J')?.fields).toMatchObject({ cooling_capacity_tons: 5, heating_input_kbtuh: 120, voltage_v: 575 });
    expect(lennox('GCS16-030-75X-1G')?.fields).toMatchObject({ cooling_capacity_tons: 2.5, voltage_v: 460 });
    expect(lennox('gcs16 036 75')?.fields).toEqual({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36, heating_input_kbtuh: 75 });
  });

  it('sizes, inputs and brands the bulletin does not print stay out', () => {
    expect(lennox('GCS20-024-50-1P')).toBeNull(); // GCS20 starts at 036
    expect(lennox('GCS16-048-100-1Y')).toBeNull();
    expect(lennox('GCS16-042-75-1Y')).toBeNull();
    expect(lennox('GCS16-048-90-1Z')).toBeNull();
    expect(lennox('GCS16H-261-50-3P')).toBeNull(); // the earlier gross-code key (lennox/lennox.ts)
    expect(lennox('GCS16-048-90-1Y', 'Allied')).toBeNull();
  });
});
