// Rinnai tankless nomenclature, RULES.md §10.5: family · max input kBtu/h · i indoor / e exterior ·
// N natural / P propane. Sources: RULES.md §13 S133–S135.
import type { NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Rinnai'] as const;
const SOURCE = cite('S133', 'S134', 'S135');
/**
 * RU80 / RU98 (and RUR / RUC 98) are trade names of the first condensing models, not inputs: the condensing service
 * manual 100000354 keys them as trade names (water-heaters/rinnai-condensing-and-infinity.ts), and the ENERGY STAR rows
 * list RU98e and RUR98e at 199,000 Btu/h. Their input is left out.
 */
export const RU_TRADE_CLASSES: ReadonlySet<number> = new Set([80, 98]);

function makeRule(id: string, re: RegExp, unambiguous: boolean): NomenclatureRule {
  return {
    id,
    family: 'rinnai',
    brands: BRANDS,
    unambiguousWithoutBrand: unambiguous,
    firstCharsChecked: 'RC',
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
        fields: { heating_input_kbtuh: RU_TRADE_CLASSES.has(kbtuh) ? undefined : kbtuh, fuel: gas === 'N' ? 'natural gas' : gas === 'P' ? 'propane' : undefined },
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

// V / VA / VB / VC-series trade names and the REU- model codes they stand for, as the service and installation
// manuals list them: "R42e … REU-V1616W, C53e … REU-V2020WC, R85i … REU-V2532FFU, R50LSi … REU-VA2019FFUD, R94LSi,
// R98LSi, R63LSe, V53e … REU-VAM1620W", "RL75i … REU-VB2528FFUD-US, RLX94i … REU-VC2737FFUD-US". Tankless, type only
// (the numbers are size classes). Catalog rows write the trade name in parentheses before the code: "(RU160I) REU-N2530FF-US".
const TRADE_SOURCE =
  'Rinnai Tankless Water Heater Service Manual, V / VA series trade names and models — https://vdocuments.mx/tankless-water-heater-service-manual-3-rinnai-water-heater-service-manual-general.html; VC series manual (RL75i, RLX94i) — https://manuzoid.com/manuals/glbxB-Rinnai%20RLX94i%20Technical%20data';
// The service manual (https://manualzilla.com/doc/7312636/rinnai-rc98i-service-manual) gives R75LSe, R75LSi, R94LSe and
// R94LSi "to both the VA and VB series" and writes them R75LSe-VA, R94LSi-VB: the suffix names the series, the type is the same.
const TRADE = /^(RLX|R|C)(42|50|53|63|70|75|85|94|98)(LS)?([IE])(?:PLUS|-?ASME)?(?:[-]?[NP])?(-V[AB])?$/;
const REU = /^REU-?[A-Z]{1,4}\d{4}/;
// Condensing boilers as ENERGY STAR lists them (I060C/I120S, E50C/E110CR, M060C/M160S, Q85S/Q205S; REB-A3558FF-US codes).
// A trailing N / P is the gas type, as on every Rinnai model (RU199iN: S133–S135): i060CN, I090SN.
const BOILER = /^(I|E|M|Q)(\d{2,3})(C|S)R?([NP])?$/;
const REB = /^REB-?[A-Z]{1,2}\d{4}/;
const BOILER_SOURCE = 'ENERGY STAR Certified Boilers list (Rinnai I, E, M, Q series and REB- codes), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/';

export const rinnaiTradeNames: NomenclatureRule = {
  id: 'rinnai.trade-names',
  family: 'rinnai',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '(RCIEMQ',
  decode(model, brand) {
    let m = model;
    if (m.startsWith('(')) {
      const close = m.indexOf(')');
      if (close < 0) return null;
      m = m.slice(close + 1) || m.slice(1, close);
    }
    const lead = pickBrand(BRANDS, brand);
    const tm = TRADE.exec(m);
    const t = tm !== null && (tm[5] === undefined || (tm[3] === 'LS' && (tm[2] === '75' || tm[2] === '94'))) ? tm : null;
    if (t || REU.test(m)) {
      return decodeOf('rinnai', lead, model, {
        type: 'tankless water heaters',
        series: t ? `${t[1] ?? ''}${t[3] ?? ''}` : 'REU',
        fields: {},
        evidence: 'src',
        rule: '§10.5 Rinnai tankless trade names and REU- codes (R85i, R94LSi, REU-N2530FF-US): type',
        source: TRADE_SOURCE,
      });
    }
    const b = BOILER.exec(m);
    if (b || REB.test(m)) {
      return decodeOf('rinnai', lead, model, {
        type: 'boilers',
        series: b ? `${b[1] ?? ''}-series` : 'REB',
        fields: { fuel: b?.[4] === 'N' ? 'natural gas' : b?.[4] === 'P' ? 'propane' : undefined },
        evidence: 'pattern',
        rule: '§10.5 Rinnai condensing boilers (I120C, M060S, Q85S, REB-…): type',
        source: BOILER_SOURCE,
      });
    }
    return null;
  },
};

export const RINNAI_RULES: readonly NomenclatureRule[] = [rinnaiRu, rinnaiOther, rinnaiLegacy, rinnaiTradeNames];
