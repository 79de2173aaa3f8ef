// Sanyo SAP split systems of the Australian, Asian and European markets: SAP · K indoor unit / C outdoor unit ·
// (R, V line letters) · size code · version letters (SAP-K92AH + SAP-C92AH, SAP-KRV9AEH + SAP-CRV9AEH,
// SAP-KRV93EH + SAP-CRV93EHN, SAP-C181MA), as the makers' technical & service manuals list their "Indoor Model No." and
// "Outdoor Model No.". Type only (mini-splits: split room air conditioners); the size code is not read (no table in
// reach ties it to a rating). Brand required. README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Sanyo technical & service manuals: SAP-K92AH + SAP-C92AH, SAP-K122AH + SAP-C122AH (SM700566, destination Australia) https://manualmachine.com/sanyo/sapk92ahsapc92ahsapk122ahsapc122ah/20357022-technical--service-manual; SAP-KRV9AEH + SAP-CRV9AEH (SM0909902) http://www.manualslib.com./manual/852963/Sanyo-Sap-Krv9aeh.html; SAP-KRV93EH + SAP-CRV93EHN (SM700598-01) https://fdocuments.net/document/dc-inverter-split-system-air-conditioner-a-technical-service-manual-sap-krv93eh.html; SAP-C181MA / SAP-C241MA split system title';
const SAP = /^SAP-?([KC])(R?V?)(\d{2,3}|\d{1,2}A)([A-Z]{1,3})$/;

const sanyoSapSplit: NomenclatureRule = {
  id: 'ductless-other.sanyo-sap-split',
  family: 'ductless_other',
  brands: ['Sanyo'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 83 || model.charCodeAt(1) !== 65) return null; // S, A
    const m = SAP.exec(model);
    if (!m) return null;
    const [, unit = '', line = ''] = m;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Sanyo'),
      type: 'mini-splits',
      series: `SAP-${unit}${line}`,
      model,
      description: unit === 'K' ? 'split system indoor unit' : 'split system outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Sanyo SAP split: SAP · K indoor / C outdoor · line letters · size code (not read) · version; type only',
      source: SOURCE,
    });
  },
};

export const SANYO_SAP_SPLIT_RULES: readonly NomenclatureRule[] = [sanyoSapSplit];
