// Fujitsu's cassette inverter multi units AUY12LBAB / AUY14LBAB and their outdoor unit AOY18LMAK2 (issue 18): the export
// key of ductless/fujitsu.ts without the G (A · U cassette / O outdoor · Y · class · letters), as the cassette multi
// manual titles them. Brand required. The class is read as fujitsu.export reads it (nominal kBtu/h, inferred; pattern).
// Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Fujitsu "CASSETTE type INVERTER MULTI AIR CONDITIONER. Models AUY12LBAB AUY14LBAB AOY18LMAK2" (title listed at https://homedocbox.com/amp/114093469-Appliances/Air-conditioner-technical-manual-contents-system-type-duct-cassette-123-model-identification-127-specification-121-installation.html)';
const AUY = /^A(U|O)Y(12|14|18)(LBAB|LMAK2)$/;

const fujitsuCassetteMulti: NomenclatureRule = {
  id: 'fujitsu.cassette-inverter-multi-auy',
  family: 'fujitsu',
  brands: ['Fujitsu'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '') return null;
    const m = AUY.exec(model);
    if (m === null) return null;
    const outdoor = m[1] === 'O';
    // The title pairs the cassettes (12, 14, LBAB) with one outdoor unit (18, LMAK2).
    if (outdoor !== (m[3] === 'LMAK2') || (outdoor && m[2] !== '18') || (!outdoor && m[2] === '18')) return null;
    const kbtuh = Number(m[2]);
    return decoded({
      family: 'fujitsu',
      brand: reportedBrand(brand, 'Fujitsu'),
      type: 'mini-splits',
      series: outdoor ? 'AOY-LMAK' : 'AUY-LBAB',
      model,
      description: outdoor ? 'inverter multi outdoor unit' : 'cassette indoor unit of the inverter multi',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      evidence: 'pattern',
      rule: '§9.2 Fujitsu export key without G: A · U / O · Y · class (nominal kBtu/h, as fujitsu.export reads it) · letters',
      source: SOURCE,
    });
  },
};

export const FUJITSU_CASSETTE_MULTI_AUY_RULES: readonly NomenclatureRule[] = [fujitsuCassetteMulti];
