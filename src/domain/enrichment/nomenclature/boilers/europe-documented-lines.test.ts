import { describe, expect, it } from 'vitest';
import { BOILERS_EUROPE_DOCUMENTED_RULES } from './europe-documented-lines';
import { normalizeNomenclatureModel } from '../types';

const decode = (raw: string, brand: string) => {
  const model = normalizeNomenclatureModel(raw);
  for (const rule of BOILERS_EUROPE_DOCUMENTED_RULES) {
    const d = rule.decode(model, brand);
    if (d) return d;
  }
  return null;
};

describe('European boiler lines from makers’ documents', () => {
  // Model names as the cited documents print them (titles, model lists, type plates).
  it.each([
    ['Junkers', 'ZSB 14-5C', 'bosch'], // Cerapur planning document 6720864166
    ['Junkers', 'ZWB 28-5C', 'bosch'],
    ['Junkers', 'Cerapur ZSB 24-4C 23', 'bosch'], // 6720804853
    ['Junkers', 'ZWB 30-4C', 'bosch'],
    ['Junkers', 'CerapurMaxx ZBR 70-3 A', 'bosch'],
    ['Junkers', 'ZBR 98-2', 'bosch'],
    ['Junkers', 'CerapurModul ZBS 14/100 S-3 MA', 'bosch'],
    ['Junkers', 'ZBS 14/210S-3 SOE', 'bosch'],
    ['Junkers', 'Cerastar ZWR 24-5 AE', 'bosch'], // 6720604427
    ['Junkers', 'ZSR 7/11-5 AE', 'bosch'],
    ['Bosch', 'ZSB 24-5C', 'bosch'],
    ['Vaillant', 'ecoCOMPACT VSC 196/4-5 150', 'vaillant'],
    ['Saunier Duval', 'Thelia Condens 35 -A (H-RO) R1', 'saunier_duval'],
    ['Saunier Duval', 'Semia Condens 25 -A (H-RO)', 'saunier_duval'],
    ['Saunier Duval', 'Thelia 23 E', 'saunier_duval'],
    ['Saunier Duval', 'Thelia SB 23', 'saunier_duval'],
    ['Ariston', 'Genus Premium 35', 'boiler_other'],
    ['Ariston', 'Genus Premium System 24', 'boiler_other'],
    ['De Dietrich', 'City 3.24/II FF GN', 'boiler_other'],
    ['De Dietrich', 'MCA 65', 'boiler_other'],
  ])('%s %s → boilers, type only', (brand, model, family) => {
    const d = decode(model, brand);
    expect(d?.type).toBe('boilers');
    expect(d?.family).toBe(family);
    expect(d?.brand).toBe(brand);
    expect(d?.fields).toEqual({});
  });

  it('is brand-gated, and names outside the documents stay undecoded', () => {
    expect(BOILERS_EUROPE_DOCUMENTED_RULES.every((r) => !r.unambiguousWithoutBrand && r.brands.length > 0)).toBe(true);
    // Ceraclass ZW / ZR (no document found), ZSBH hybrid (gas boiler with a heat pump: type not one of these)
    expect(decode('Ceraclass ZW 24-2 KE', 'Junkers')).toBeNull();
    expect(decode('ZSBH 16-4.1 A', 'Junkers')).toBeNull();
    // a Junkers code needs its generation after the size
    expect(decode('ZWB 24', 'Junkers')).toBeNull();
    // De Dietrich MCA sizes are the listed 45 / 65 / 90 / 115
    expect(decode('MCA 25', 'De Dietrich')).toBeNull();
    expect(decode('ThemaPlus F 25 E', 'Saunier Duval')).toBeNull();
  });
});
