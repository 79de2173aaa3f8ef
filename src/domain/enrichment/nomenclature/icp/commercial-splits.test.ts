// Expected values from ICP installation instructions 506 01 2303 01 (CHS091HGA0A00A: C = R-410A condensing unit, H = heat
// pump, S = standard efficiency, 072 = 6, 091 = 7.5, 121 = 10 Tons, H = 208/230-3-60, L = 460-3-60, S = 575-3-60) and the
// CHS "6-20 tons" (CHS072-121, CHS240) and CAS "6 to 12.5 tons" / "6 to 20 tons" product specification titles.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { ICP_COMMERCIAL_SPLIT_RULES } from './commercial-splits';

const icp = (model: string, brand = 'ICP') => firstDecode(ICP_COMMERCIAL_SPLIT_RULES, model, brand);

describe('ICP commercial splits CAS / CHS', () => {
  it('CHS heat pumps and CAS condensing units with the key\'s sizes and voltage letters', () => {
    expect(icp('CHS091HGA0A00A')).toMatchObject({ type: 'heat pumps', series: 'CHS', fields: { cooling_capacity_tons: 7.5, refrigerant: 'R-410A', voltage_v: 230, phase: 3 } });
    expect(icp('CHS240', 'Heil')).toMatchObject({ brand: 'Heil', fields: { cooling_capacity_tons: 20 } });
    expect(icp('CAS121LAA', 'Tempstar')).toMatchObject({ type: 'air conditioners', series: 'CAS', fields: { cooling_capacity_tons: 10, voltage_v: 460 } });
    expect(icp('CAS072')?.fields).toMatchObject({ cooling_capacity_tons: 6 });
  });

  it('sizes off the key and other brands stay out', () => {
    expect(icp('CHS090')).toBeNull();
    expect(icp('CAS150')).toBeNull();
    expect(icp('CAS240')?.fields).toMatchObject({ cooling_capacity_tons: 20 });
    expect(icp('CHS091HGA0A00A', 'Lennox')).toBeNull();
  });

  it('reaches decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('CHS121LGA0A00A', 'Comfortmaker')?.fields).toMatchObject({ cooling_capacity_tons: 10 });
  });
});
