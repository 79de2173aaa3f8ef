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
// Japanese domestic room air conditioners (ルームエアコン): the owner's manuals list 形名 室内ユニット SAP-ZK22X … SAP-ZK56X2
// with 室外ユニット SAP-CZK22X … SAP-CZK56X2, and SAP-D22U … SAP-D63U2 with SAP-CD22U … SAP-CD63U2: series letters · two-digit
// class · one letter · 2 (the 200 V sizes of the lists); C before the series = outdoor unit. Type and unit only.
const SAP_JAPAN = /^SAP-?([A-Z]{1,3})(\d\d)([A-Z])2?$/;
const JAPAN_SOURCE =
  'Sanyo 取扱説明書 ルームエアコン, 形名 室内ユニット SAP-ZK22X SAP-ZK25X SAP-ZK28X SAP-ZK40X SAP-ZK45X2 SAP-ZK56X2 / 室外ユニット SAP-CZK22X … SAP-CZK56X2: http://manualzilla.com/doc/6674233 · 取扱説明書 ルームエアコン SAP-D22U … SAP-D63U2 (室内ユニット) / SAP-CD22U … SAP-CD63U2 (室外ユニット), dl-ctlg.panasonic.com/jp/manual/SA/SAP-D22U.pdf: https://pdfslide.tips/documents/e-ffff-panasonicdl-ctlg-ffff.html';

function sanyoJapan(model: string, brand: string) {
  const m = SAP_JAPAN.exec(model);
  if (m === null) return null;
  const letters = m[1] ?? '';
  const outdoor = letters.length > 1 && letters.charCodeAt(0) === 67; // C + series
  return decoded({
    family: 'ductless_other',
    brand: reportedBrand(brand, 'Sanyo'),
    type: 'mini-splits',
    series: `SAP-${letters}`,
    model,
    description: outdoor ? 'room air conditioner outdoor unit (Japanese domestic)' : 'room air conditioner indoor unit (Japanese domestic)',
    fields: {},
    evidence: 'src',
    rule: 'Sanyo SAP Japanese room air conditioners: series letters · class · letter · 2, C before the series = outdoor unit, as the owner\'s manuals list them; type only',
    source: JAPAN_SOURCE,
  });
}

const sanyoSapSplit: NomenclatureRule = {
  id: 'ductless-other.sanyo-sap-split',
  family: 'ductless_other',
  brands: ['Sanyo'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '' || !model.startsWith('SAP')) return null;
    const m = SAP.exec(model);
    if (m === null) return sanyoJapan(model, brand);
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
