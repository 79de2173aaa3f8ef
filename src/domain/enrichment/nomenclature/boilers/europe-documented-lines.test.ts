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
    ['Bosch', 'Greenstar ZBR 16-3A', 'bosch'],
    ['Bosch', 'ZWB 42-3A', 'bosch'],
    ['Viessmann', 'Vitodens 050-W BPJC 25', 'viessmann'],
    ['Viessmann', 'Vitodens 111-W B1LD 26', 'viessmann'],
    ['Viessmann', 'Vitodens 100 Typ WB1', 'viessmann'],
    ['Viessmann', 'Vitodens 200-W Typ WB2', 'viessmann'],
    ['Buderus', 'Logano G125 RLU', 'buderus'],
    ['Buderus', 'Logano G125-25 WT', 'buderus'],
    ['Buderus', 'Logamax U124-24K', 'buderus'],
    ['Buderus', 'U104-24', 'buderus'],
    ['Buderus', 'Logano GA124', 'buderus'],
    ['Potterton', 'Promax FSB 30 HE', 'baxi'],
    ['Potterton', 'Promax 24/2 HE Plus', 'baxi'],
    ['Potterton', 'Promax SL', 'baxi'],
    ['Potterton', 'Gold H 18', 'baxi'],
    ['Potterton', 'Performa 28i', 'baxi'],
    ['Potterton', 'Assure System 12', 'baxi'],
    ['Main', 'Main 12 HE', 'baxi'],
    ['Main', '24 HE', 'baxi'],
    ['Elco', 'Thision S Plus Combi', 'boiler_other'],
    ['Elco', 'THISION S 17.1', 'boiler_other'],
  ])('%s %s → boilers, type (and the Vitodens condensing tier) only', (brand, model, family) => {
    const d = decode(model, brand);
    expect(d?.type).toBe('boilers');
    expect(d?.family).toBe(family);
    expect(d?.brand).toBe(brand);
    expect(d?.fields).toEqual(family === 'viessmann' ? { efficiency_tier: 'condensing' } : {});
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
    // Vitodens series numbers without a document in reach, Logamax U154 (not in the U-series documents)
    expect(decode('Vitodens 300-W B3HB 19', 'Viessmann')).toBeNull();
    // codes with their own rules elsewhere (B2HA, WB2B) are left to them
    expect(decode('Vitodens 200-W B2HA 35', 'Viessmann')).toBeNull();
    expect(decode('Vitodens 200-W WB2B 26', 'Viessmann')).toBeNull();
    expect(decode('Logamax U154-24K', 'Buderus')).toBeNull();
    // each line is filed under its own maker only (the dispatcher needs the brand to agree)
    expect(BOILERS_EUROPE_DOCUMENTED_RULES.find((r) => r.id === 'potterton.boilers')?.brands).toEqual(['Potterton']);
  });
});
