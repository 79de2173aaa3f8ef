// Rinnai tankless nomenclature, RULES.md §10.5: family · max input kBtu/h · i indoor / e exterior ·
// N natural / P propane. Sources: RULES.md §13 S133–S135.
import type { NomenclatureRule } from './types';
import { cite, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['Rinnai'] as const;
const SOURCE = cite('S133', 'S134', 'S135');

function makeRule(id: string, re: RegExp, unambiguous: boolean): NomenclatureRule {
  return {
    id,
    family: 'rinnai',
    brands: BRANDS,
    unambiguousWithoutBrand: unambiguous,
    decode(model, brand) {
      const c0 = model.charCodeAt(0);
      if (c0 !== 82 && c0 !== 67) return null; // R, C
      const m = re.exec(model);
      if (!m) return null;
      const [, line = '', input = '', , gas] = m;
      const kbtuh = Number(input);
      if (kbtuh < 50 || kbtuh > 199) return null;
      return decodeOf('rinnai', pickBrand(BRANDS, brand), model, {
        type: 'tankless water heaters',
        series: line,
        fields: { heating_input_kbtuh: kbtuh, fuel: gas === 'N' ? 'natural gas' : gas === 'P' ? 'propane' : undefined },
        evidence: 'src',
        rule: '§10.5 Rinnai tankless (RU199iN, RUR160iP, RXP160iN)',
        source: SOURCE,
      });
    },
  };
}

/** RU / RUR / RUC with the i/e letter: a Rinnai shape only. */
export const rinnaiRu = makeRule('rinnai.ru', /^(RUR|RUCS|RUC|RU)(\d{2,3})([IE])([NP])?/, true);
export const rinnaiOther = makeRule('rinnai.other', /^(RXP|RX|RSC|CU|CX)(\d{3})([IE])?([NP])?(?![0-9])/, false);

// Legacy RL75 / RL94, V53 / V65 / V75: the number ≈ an input class (unconfirmed) — only the type is read.
const LEGACY = /^(RL(?=75|94)|V(?=53|65|75))(\d\d)([IE])?([NP])?(?![0-9])/;
export const rinnaiLegacy: NomenclatureRule = {
  id: 'rinnai.legacy',
  family: 'rinnai',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 82 && c0 !== 86) return null; // R, V
    const m = LEGACY.exec(model);
    if (!m) return null;
    const [, line = '', , , gas] = m;
    return decodeOf('rinnai', pickBrand(BRANDS, brand), model, {
      type: 'tankless water heaters',
      series: line,
      fields: { fuel: gas === 'N' ? 'natural gas' : gas === 'P' ? 'propane' : undefined },
      evidence: gas === undefined ? 'src' : 'pattern',
      rule: '§10.5 Rinnai legacy tankless (RL75, V65); no capacity read',
      source: SOURCE,
    });
  },
};

export const RINNAI_RULES: readonly NomenclatureRule[] = [rinnaiRu, rinnaiOther, rinnaiLegacy];
