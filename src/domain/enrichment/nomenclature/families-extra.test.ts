import { describe, expect, it } from 'vitest';
import { canonicalBrand, KNOWN_BRANDS } from '../brands';
import { EQUIPMENT_TYPES } from '../catalog/equipment-types';
import { EXTRA_FAMILY_RULES } from './families-extra';
import { NOMENCLATURE_FAMILIES, normalizeNomenclatureModel } from './types';

// One model per rule, as its source prints it, with the family that must decode it.
const EXAMPLES: ReadonlyArray<[family: string, brand: string, model: string]> = [
  ['climatemaster', 'ClimateMaster', 'TTV038'],
  ['climatemaster', 'ClimateMaster', 'TCH036'],
  ['waterfurnace', 'WaterFurnace', 'NDS049*10ACNN0A'],
  ['samsung', 'Samsung', 'AC009BN1DCH'],
  ['samsung', 'Samsung', 'AR07TSFABWKN'],
  ['samsung', 'Samsung', 'AJ020BXJ2CH'],
  ['samsung', 'Samsung', 'AQ12PGGE'],
  ['ecr', 'Utica', 'UB90-100'],
  ['ecr', 'Dunkirk', 'Q90-200'],
  ['peerless', 'Peerless', 'PI-140'],
  ['takagi', 'Takagi', 'T-H3-DV'],
  ['noritz', 'Noritz', 'NRC1111-DV'],
  ['bosch', 'Bosch', 'GREENTHERM T9800 SE 160'],
  ['gree', 'Gree', 'GWH09ACB-K3NNA1A'],
  ['gree', 'Gree', 'MULTI18HP230V1CO'],
  ['viessmann', 'Viessmann', 'Vitodens 200-W B2HA 35'],
  ['midea', 'Midea', 'MSE-09HR'],
  ['buderus', 'Buderus', 'GB142-24'],
  // Panasonic's CS-E12RKUA was listed as a foreign model while no rule read Panasonic; it is Panasonic's own key.
  ['panasonic', 'Panasonic', 'CS-E12RKUA'],
];

// Other families' model numbers (RULES.md families and ductless makers) that no extra rule may claim.
const FOREIGN = ['GSX140361', '4TTR4036L1000A', 'MSZ-GL12NA', 'MUZ-FH12NA', '24ACC636A003', 'FB4CNF036', 'ML14XC1-036-230A', 'RA1436AJ1NA', 'TG9S080B12MP11', 'XR16036', 'N4H418AKB', 'PG8MAA036045', 'GMVC960803BN', 'RAC-12', 'FTX12NMVJU', 'ASU12RLF', 'LSN120HSV5', 'NPE-240A', 'RU199IN', 'GV90CF', 'ESC14-045', 'MS-A09WA', 'MU-A09WA', 'SUZ-KA12NA', 'SEZ-KD12NA4', 'RAV-SP1104AT7'];

describe('EXTRA_FAMILY_RULES', () => {
  it('uses unique ids, appended families, canonical brands and catalog types', () => {
    const ids = EXTRA_FAMILY_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of EXTRA_FAMILY_RULES) {
      expect(NOMENCLATURE_FAMILIES).toContain(rule.family);
      for (const brand of rule.brands) {
        expect(canonicalBrand(brand)).toBe(brand);
        expect(KNOWN_BRANDS).toContain(brand);
      }
    }
    for (const [family, brand, model] of EXAMPLES) {
      const decodes = EXTRA_FAMILY_RULES.map((r) => r.decode(normalizeNomenclatureModel(model), brand)).filter((d) => d !== null);
      expect(decodes.map((d) => d.family)).toEqual([family]);
      expect(EQUIPMENT_TYPES).toContain(decodes[0]!.type);
      expect(decodes[0]!.source).toMatch(/https?:\/\//);
    }
  });

  it('no extra rule decodes another family\'s model number', () => {
    for (const model of FOREIGN) {
      for (const rule of EXTRA_FAMILY_RULES) expect(rule.decode(normalizeNomenclatureModel(model), '')).toBeNull();
    }
  });

  it('rejects a non-matching model in well under 1 µs per rule', () => {
    const models = FOREIGN.map(normalizeNomenclatureModel);
    const rounds = 2000;
    let sink = 0;
    const start = performance.now();
    for (let i = 0; i < rounds; i += 1) {
      for (const model of models) for (const rule of EXTRA_FAMILY_RULES) if (rule.decode(model, '') !== null) sink += 1;
    }
    const nsPerCall = ((performance.now() - start) * 1e6) / (rounds * models.length * EXTRA_FAMILY_RULES.length);
    expect(sink).toBe(0);
    expect(nsPerCall).toBeLessThan(1000);
  });
});
