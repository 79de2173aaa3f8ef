// Vaillant heat pumps and boilers (not in RULES.md). Vaillant's designation is a product code, the nominal
// output in kW followed by one type digit, a slash and the generation, then the equipment line:
// VWL 105/6 A 230V (aroTHERM plus: air/water, 10 kW), VWS 101/3 (geoTHERM: brine/water), VWF 57/4 (flexoTHERM),
// VWW (water/water), VU 246/5-5 (ecoTEC plus: heating-only boiler, 24 kW), VUW 286/5-5 (combination boiler),
// VC / VCW / VK / VKK / VUI (aquaPLUS) boilers. The product word (aroTHERM, ecoTEC plus …) may lead.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Vaillant'] as const;

const SOURCE =
  'Vaillant installation manuals: aroTHERM plus VWL 105/6 A 230V … VWL 125/6 A (0020326638_01) https://manuzoid.pl/manuals/kYogQ-Vaillant%20aroTHERM%20plus%20Instrukcja%20obs%C5%82ugi; geoTHERM plus VWS https://docplayer.org/amp/19324492; aquaPLUS VUI 362-7 combination boiler https://fdocuments.in/document/834702-33gb-012005-vaillant; ecoMAX 613/2 E … 835/2 E flue instructions https://manualmachine.com/vaillant/ecomax6132e/20047766-installation-instructions-manual';

const MODEL = /^(?:AROTHERM(?:PLUS|SPLIT|PURE)?|FLEXOTHERM(?:EXCLUSIVE)?|FLEXOCOMPACT(?:EXCLUSIVE)?|GEOTHERM(?:PLUS|EXCLUSIVE)?|ECOTEC(?:PLUS|PRO|EXCLUSIVE)?|ATMOTEC(?:PLUS|PRO)?|TURBOTEC(?:PLUS|PRO)?|ECOMAX|AQUAPLUS)?(VWL|VWS|VWF|VWW|VUW|VUI|VU|VCW|VC|VKK|VKO|VK)-?(\d{2,3})[-/](\d)(?:-\d)?([A-Z0-9/.-]*)$/;

const BOILER = new Set(['VU', 'VUW', 'VUI', 'VC', 'VCW', 'VK', 'VKK', 'VKO']);
/** UK trade names: ecoTEC plus / pro / exclusive + kW-and-type number (ecoTEC plus 832, ecoTEC pro 28), ecoMAX 613/2 E, ecoFIT. */
const UK_BOILER = /^(ECOTEC(?:PLUS|PRO|EXCLUSIVE)?|ECOMAX(?:PRO)?|ECOFIT(?:PURE|SUSTAIN)?|ECOBLOCK|ECOCOMPACT|ATMOTEC|TURBOTEC|THERMOCOMPACT)(\d{2,3})(?:\/\d)?(?:[A-Z]{0,6}|[ -][A-Z0-9]{1,6})$/;
const COMBI = new Set(['VUW', 'VUI', 'VCW']);

export const vaillantProducts: NomenclatureRule = {
  id: 'vaillant.products',
  family: 'vaillant',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'VAFGET',
  // (E: ecoTEC, ecoMAX, ecoFIT …; A: aroTHERM, atmoTEC, aquaPLUS; T: turboTEC, thermoCOMPACT)
  decode(model, brand) {
    const m = MODEL.exec(model);
    if (!m) {
      const uk = UK_BOILER.exec(model);
      if (!uk) return null;
      return decodeOf('vaillant', pickBrand(BRANDS, brand), model, {
        type: 'boilers',
        series: uk[1] ?? '',
        fields: {},
        description: 'Vaillant gas boiler',
        evidence: 'pattern',
        rule: 'Vaillant trade name (not in RULES.md): ecoTEC / ecoMAX / ecoFIT … + size (type only)',
        source: SOURCE,
      });
    }
    const [, code = '', digits = '', , tail = ''] = m;
    const kw = Number(digits.slice(0, -1));
    if (kw < 2 || kw > 99) return null;
    const boiler = BOILER.has(code);
    const type = boiler ? 'boilers' : code === 'VWL' ? 'heat pumps' : 'geothermal heat pumps';
    // A combination boiler's number is its hot-water output, not the heating output: not reported. Nor is the number of
    // a split system's indoor unit (aroTHERM split `VWL 58/5 IS`, `VWL 128/5 IS`): it names the outdoor units it pairs
    // with, not an output of its own.
    const indoorSplit = code === 'VWL' && tail.startsWith('IS');
    const fields: DecodedFields = COMBI.has(code) || indoorSplit ? {} : { heating_capacity_kw: kw };
    const description = boiler
      ? COMBI.has(code) ? 'Vaillant combination boiler' : 'Vaillant boiler'
      : code === 'VWL' ? (indoorSplit ? 'Vaillant air/water heat pump, split indoor unit' : 'Vaillant air/water heat pump') : code === 'VWW' ? 'Vaillant water/water heat pump' : 'Vaillant brine/water (ground source) heat pump';
    return decodeOf('vaillant', pickBrand(BRANDS, brand), model, {
      type,
      series: code,
      fields,
      description,
      evidence: 'pattern',
      rule: 'Vaillant (not in RULES.md): product code · kW + type digit / generation (- line)',
      source: SOURCE,
    });
  },
};

export const VAILLANT_RULES: readonly NomenclatureRule[] = [vaillantProducts];
