import { describe, expect, it } from 'vitest';
import { nonsenseModels } from './kit/nonsense-models';
import { canonicalBrand, KNOWN_BRANDS } from '../brands';
import { EQUIPMENT_TYPES } from '../catalog/equipment-types';
import { MORE_FAMILY_RULES } from './families-more';
import { NOMENCLATURE_FAMILIES, normalizeNomenclatureModel } from './types';

/** Families whose unambiguous rules decode a brandless model (what the dispatcher counts). */
function brandlessFamilies(raw: string): string[] {
  const model = normalizeNomenclatureModel(raw);
  const families = new Set<string>();
  for (const rule of MORE_FAMILY_RULES) if (rule.unambiguousWithoutBrand && rule.decode(model, '')) families.add(rule.family);
  return [...families];
}

function anyDecode(raw: string): string[] {
  const model = normalizeNomenclatureModel(raw);
  return MORE_FAMILY_RULES.filter((r) => r.decode(model, r.brands[0] ?? '') !== null).map((r) => r.id);
}

describe('the §5–§11 rule list', () => {
  it('has unique ids, known families and canonical brands (brands.ts)', () => {
    const ids = MORE_FAMILY_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of MORE_FAMILY_RULES) {
      expect(NOMENCLATURE_FAMILIES).toContain(rule.family);
      for (const brand of rule.brands) {
        expect(KNOWN_BRANDS).toContain(brand);
        expect(canonicalBrand(brand)).toBe(brand);
      }
    }
  });

  it('every decode of the sourced examples has a catalog type, a § rule, a source and no undefined field', () => {
    const examples = ['ML14XC1-036-230A01', 'SL280UH070XV36B', 'CBX40UHV-036-230-6-01', 'HS26-311V-1P', '2SCU13LC136T-1A', 'RA1424AJ1NA', 'XP50T06PV42U0', 'YCJD18', 'TM9V060B12MP12', 'DGAA056BDTA', 'M1MB-056A-BW', 'MSZ-GE09NA', 'ASUH09LMAS', 'LS090HSV4', 'FTXS09HVJU', 'MI40T6FBN', 'NPE-240A', 'RU199IN', 'W42HA-A10XXXXXA', 'ULTRA-155'];
    for (const raw of examples) {
      const model = normalizeNomenclatureModel(raw);
      const decodes = MORE_FAMILY_RULES.map((r) => r.decode(model, r.brands[0] ?? '')).filter((d) => d !== null);
      expect(decodes.length, raw).toBeGreaterThan(0);
      for (const d of decodes) {
        expect(EQUIPMENT_TYPES).toContain(d.type);
        expect(d.rule).toMatch(/^§\d+\.\d+ /);
        expect(d.source).toMatch(/^RULES\.md §/);
        expect(d.series.length).toBeGreaterThan(0);
        expect(Object.values(d.fields)).not.toContain(undefined);
      }
    }
  });
});

describe('brandless decoding: only distinctive shapes, and each by exactly one family', () => {
  it.each([
    ['ML14XC1-036-230A01', 'lennox'],
    ['SL280UH070XV36B', 'lennox'],
    ['2SCU13LC136T-1A', 'allied'],
    ['RA1424AJ1NA', 'rheem'],
    ['YCJD18', 'york'],
    ['MSZ-GE09NA', 'mitsubishi'],
    ['AOU24RLXFZ', 'fujitsu'],
    ['LS090HSV4', 'lg'],
    ['FTXS09HVJU', 'daikin_ductless'],
    ['NPE-240A', 'navien'],
    ['RU199IN', 'rinnai'],
  ])('%s → %s', (model, family) => {
    expect(brandlessFamilies(model)).toEqual([family]);
  });

  it.each(['HS26-311V-1P', 'XP16-036-230-6', 'TM9V060B12MP12', 'MI40T6FBN', 'W42HA-A10XXXXXA', 'XP50T06PV42U0', 'GP6 40YPCT 100', 'M1MB-056A-BW', 'CGA-4', '205NI'])(
    '%s needs a brand',
    (model) => {
      expect(brandlessFamilies(model)).toEqual([]);
    },
  );
});

describe('other families (RULES.md §1–§4) do not decode here, with any brand', () => {
  it.each(['GSX140361', 'GSX140361KA', 'GSZ140481', 'ASX140361', 'CK36-1', 'GMS80805BN', 'ARUF37C14', '4TTR4036L1000A', '2TTB3024A1000A', '4TWR4036', '4YCC3036A1096A', 'TUD080R9V3K', '24ACC636A003', '25HCB636A003', '38CKC036', '58STA090', 'N4H418AKB', 'N8MPN050B12B1', 'PA13NA036', '113ANA036', 'FB4CNF036'])(
    '%s',
    (model) => {
      expect(anyDecode(model)).toEqual([]);
    },
  );
});

describe('model-number-shaped nonsense', () => {
  // 2–4 letters, 2–6 digits, 0–3 letters, optional -digits.
  const nonsense = (count: number) => nonsenseModels(count, { seed: 12345 });

  it('no brandless decode fires on 20,000 random model-shaped strings', () => {
    let fired = 0;
    const hits: string[] = [];
    for (const raw of nonsense(20000)) {
      if (brandlessFamilies(raw).length > 0) {
        fired++;
        if (hits.length < 5) hits.push(raw);
      }
    }
    expect(hits).toEqual([]);
    expect(fired).toBe(0);
  });
});
