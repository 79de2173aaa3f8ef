// Bryant numeric split outdoor units with P in the voltage position (issue 18, parts-list gap scan): 113APA030 and
// 213CPA030 are among the "models affected" of Carrier dealer service bulletin DSB 14-0012 ("1.5, 2, and 2.5 ton
// condensing units causing incorrect superheat for TXVs in residential split systems", product category 1.5, 2 and
// 2.5 ton split systems), next to 113AN(A,C,W)0(18,24,30) and 213CNA0(18,24,30). The 113A product data key ("11 3 A N
// A 036 0 0 0 0": product family 1 = AC [2 = HP, §2.6] · tier · SEER class · major series · voltage N = 208-230-1 ·
// variations · cooling capacity) gives the type and size; carrier.bryant-split reads N only, and the key prints no
// meaning for P, so the voltage stays absent here (SEER class as §2.6 reads the third digit).
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { brandIn } from '../kit/brand-guard';
import type { NomenclatureRule } from '../types';
import { SEER_DIGIT } from './carrier';

const BRANDS = ['Bryant', 'Carrier', 'Payne'] as const;
const SOURCE =
  'Carrier dealer service bulletin DSB 14-0012 (10/23/14), models affected incl. Bryant 113AN(A,C,W)0(18,24,30), 113APA030, 213CNA0(18,24,30), 213CPA030: https://studylib.net/doc/18794115/dealer-service-bulletin---comfort-products-distributing · Bryant 113A product data, model number nomenclature "11 3 A N A 036 0 0 0 0" (product family 1 = AC, tier, SEER 3 = 13, major series, voltage N = 208-230-1, variations, cooling capacity): https://manualmachine.com/bryant/113a/1453574-user-manual';

const KEY = /^([12])([1268])([0-9])([A-Z])P([A-Z0-9])(\d{3})([A-Z0-9]{0,3})$/;

const bryantVoltageP: NomenclatureRule = {
  id: 'carrier.bryant-split-voltage-p',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '12',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, kind = '', tier = '', seerDigit = '', major = '', , cap = ''] = m;
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === '1';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Bryant'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${kind}${tier}${seerDigit}${major}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      fields: Object.assign({}, capacityFields(c), { seer: SEER_DIGIT[seerDigit] }),
      evidence: 'pattern',
      rule: 'Bryant numeric split outdoor with voltage letter P (113APA030, 213CPA030)',
      source: SOURCE,
    });
  },
};

export const BRYANT_NUMERIC_VOLTAGE_P_RULES: readonly NomenclatureRule[] = [bryantVoltageP];
