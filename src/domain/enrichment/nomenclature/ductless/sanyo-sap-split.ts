// Sanyo SAP split-system air conditioners (issue 18, ductless gap scan from smart-home integrations' device lists).
// Sanyo's technical & service manuals list each system as indoor SAP-K… + outdoor SAP-C… (SAP-K181GJH + SAP-C181GH,
// SAP-K92AH + SAP-C92AH, SAP-KRV93EH + SAP-CRV93EHN, SAP-KRV94EHDX + SAP-CRV94EHDX, SAP-KRV9AEH + SAP-CRV9AEH) under the
// titles "SPLIT SYSTEM AIR CONDITIONER" / "DC INVERTER SPLIT SYSTEM AIR CONDITIONER". The digits mix a class and a
// generation digit (92, 122, 181, 9, 12), read by no key in reach: type and unit only. SAP · K indoor / C outdoor · 0–3
// line letters (R, RV, MRV) · 1–3 digits · 1–5 letters · optional -S. Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Sanyo technical & service manual SM700439 "SPLIT SYSTEM AIR CONDITIONER, Indoor Unit SAP-K181GJH SAP-K241GJH, Outdoor Unit SAP-C181GH SAP-C241GH": https://dokumen.tips/documents/split-system-air-conditioner-241gjhsm700439pdf-split-system-air-conditioner.html · SM700566 SAP-K92AH + SAP-C92AH, SAP-K122AH + SAP-C122AH: https://manualmachine.com/sanyo/sapk92ahsapc92ahsapk122ahsapc122ah/20357022-technical--service-manual · SM700598-01 "DC INVERTER SPLIT SYSTEM AIR CONDITIONER SAP-KRV93EH + SAP-CRV93EHN": https://fdocuments.net/document/dc-inverter-split-system-air-conditioner-a-technical-service-manual-sap-krv93eh.html · SM700639 SAP-KRV94EHDX + SAP-CRV94EHDX: https://manualmachine.com/sanyo/sapkrv94ehdx/522573-user-manual';
const SAP = /^SAP-?([KC])([A-Z]{0,3})(\d{1,3})([A-Z]{1,5})(?:-S)?$/;

const sanyoSapSplit: NomenclatureRule = {
  id: 'ductless-other.sanyo-sap-split',
  family: 'ductless_other',
  brands: ['Sanyo'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '' || !model.startsWith('SAP')) return null;
    const m = SAP.exec(model);
    if (m === null) return null;
    const indoor = m[1] === 'K';
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Sanyo'),
      type: 'mini-splits',
      series: `SAP-${m[1] ?? ''}${m[2] ?? ''}`,
      model,
      description: indoor ? 'split system indoor unit' : 'split system outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Sanyo SAP split systems: SAP-K indoor / SAP-C outdoor · line letters · digits · letters, as the technical & service manuals pair them; type only',
      source: SOURCE,
    });
  },
};

export const SANYO_SAP_SPLIT_RULES: readonly NomenclatureRule[] = [sanyoSapSplit];
