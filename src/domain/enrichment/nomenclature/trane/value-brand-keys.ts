// Trane Technologies' value brands (issue 18): the split air conditioner key (AC) of RunTru (A…),
// Ameristar (M…) and Oxbox (J…), Oxbox's heat pump key (J·HP), and the three brands' air handlers (·AH·). The
// heat pump keys A4HP4 / M4HP4 are read by trane.runtru-heat-pump and trane.ameristar-m-key-trane20. Brand required:
// a Trane-group brand (brands.ts group trane), as the shapes are short.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { REFRIGERANT, SEER_DIGIT } from './trane';
import type { NomenclatureRule } from '../types';

const BRANDS = ['RunTru', 'Ameristar', 'Oxbox'] as const;
const LETTER_BRAND: Record<string, string> = { A: 'RunTru', M: 'Ameristar', J: 'Oxbox' };

const OUTDOOR_SOURCE =
  'Oxbox installation instructions BX-SVN-J4AC3-1A-EN "Split System Air Conditioner 1.5-5 Tons J4AC3 Series, 13 SEER, R410A": https://fdocuments.in/document/13s-air-conditioner-installation-instructions.html · Oxbox installation instructions "Split System Air Conditioner & Heat Pump 1.5-5 Tons R410A 16 SEER": https://vdocuments.site/new-installation-instructions-oxbox-2019-5-31-limit-this-aoehygroscopica.html · the same key with HP: RunTru A4HP4030A1000A (RULES.md §4.1 S9), Ameristar M4HP40 series manual ("14 SEER R410A HP"): https://manualshive.com/en/manual/ameristar/m4hp40-series/3043928?page=24';
// Brand letter (A RunTru, M Ameristar, J Oxbox) · refrigerant digit · AC split air conditioner / HP split heat pump ·
// SEER class digit · size kBtu/h · design letter · electrical digit · the rest (J4AC3018A1000A, M4AC4036A1000A).
const OUTDOOR = /^([AMJ])([245])(AC|HP)(\d)(\d{3})(?:([A-Z])(?:(\d)(\d{3}[A-Z]{0,2})?)?)?$/;

const valueBrandOutdoor: NomenclatureRule = {
  id: 'trane.value-brand-split-outdoor',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AMJ',
  decode(model, brand) {
    if (brand === '') return null;
    const m = OUTDOOR.exec(model);
    if (m === null) return null;
    const [, letter = '', r = '', kind = '', digit = '', cap = ''] = m;
    // A·HP and M·HP are read by the earlier RunTru / Ameristar rules; the Oxbox HP and every AC key here.
    if (kind === 'HP' && letter !== 'J') return null;
    const c = gridCapacity(cap);
    if (c === null || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === 'AC';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, LETTER_BRAND[letter]!),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${letter}${r}${kind}${digit}`,
      model,
      description: ac ? 'split air conditioner (outdoor unit)' : 'split heat pump (outdoor unit)',
      fields: Object.assign({}, capacityFields(c), { refrigerant: REFRIGERANT[r], seer: SEER_DIGIT[digit] }),
      // The Oxbox J4AC3 title prints the AC key with its 13 SEER digit; the A / M brand letters carry the same key.
      evidence: letter === 'J' && ac ? 'src' : 'pattern',
      rule: 'Trane value brands split outdoor key: brand letter (A RunTru, M Ameristar, J Oxbox) · refrigerant · AC / HP · SEER digit · kBtu/h',
      source: OUTDOOR_SOURCE,
    });
  },
};

const AIR_HANDLER_SOURCE =
  'Oxbox J4AH4P series air handler installation instructions ("two pairs of coil rails in the air handler"): https://manualshive.com/en/manual/trane/oxbox-j4ah4p-series/1149457?page=10';
// Brand letter · refrigerant digit · AH air handler · generation digit · the rest (J4AH4P…). Type only: the size
// and the letters after AH are not printed with their meaning in the guide found.
const AIR_HANDLER = /^([AMJ])([245])AH(\d)([A-Z0-9]{1,12})$/;

const valueBrandAirHandler: NomenclatureRule = {
  id: 'trane.value-brand-air-handler',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AMJ',
  decode(model, brand) {
    if (brand === '') return null;
    const m = AIR_HANDLER.exec(model);
    if (m === null) return null;
    const [, letter = '', r = '', digit = ''] = m;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, LETTER_BRAND[letter]!),
      type: 'air handlers',
      series: `${letter}${r}AH${digit}`,
      model,
      description: 'air handler (indoor unit)',
      fields: { refrigerant: REFRIGERANT[r] },
      evidence: letter === 'J' ? 'src' : 'pattern',
      rule: 'Trane value brands air handler: brand letter (A RunTru, M Ameristar, J Oxbox) · refrigerant · AH · digit; type only',
      source: AIR_HANDLER_SOURCE,
    });
  },
};

export const TRANE_VALUE_BRAND_RULES: readonly NomenclatureRule[] = [valueBrandOutdoor, valueBrandAirHandler];
