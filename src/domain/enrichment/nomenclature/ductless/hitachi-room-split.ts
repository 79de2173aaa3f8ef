// Hitachi room air conditioners (split, wall / floor room units) in the forms the HHA (Hitachi Household Appliances)
// service and installation manuals print, beyond the mono-split RAK / RAC catalogue classes of ductless/europe-split.ts
// (issue 18, ductless gap scan from smart-home integrations' device lists). Each manual's specification table titles the
// pair "ROOM AIR CONDITIONER · INDOOR UNIT RAS-… · OUTDOOR UNIT RAC-…" with the same class and series letters (RAS-25YH5 /
// RAC-25YH5, RAS-25FH5 / RAC-25YH5, RAS-25CNH2 / RAC-25CNH2, RAS-08LH2 / RAC-08LH1, RAS-08PH1 / RAC-08PH1, RAS-SD10CCT /
// RAC-SD10CCT, RAS18CH1), and the catalogues title RAK the wall indoor unit. The class is not one rating throughout (RAS-08PH1
// is rated 2.00 kW, RAS-25YH5 2.50 kW, RAS-10LH2 a 10,000 Btu/h class): type and unit only. Hitachi's Set Free VRF and
// UTOPIA lines use RAS for their outdoor units with other series letters (RAS-10FSXN1E, RAS-4HVRNME): those are
// ductless/hitachi-set-free-utopia.ts's. Brand required (Toshiba prints RAS too). Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Hitachi service manual No. 0011E "ROOM AIR CONDITIONER INDOOR UNIT + OUTDOOR UNIT RAS-25YH5/RAC-25YH5 RAS-35YH5/RAC-35YH5": https://manualzilla.com/doc/6908550/here · service manual No. 0023E RAS-25FH5/RAC-25YH5, RAS-35FH5/RAC-35YH5: https://documents.pub/document/ras-2535fh5-rac25-35yh5.html · service manual No. 0518E RAS-08LH2 / RAC-08LH1 … RAS-14LH2 / RAC-14LH1: https://dev1.gogoprint.co.th/manual/2834612/Hitachi-Ras-08lh2b.html · service manual RAS-08PH1 … RAS-14PH1 (indoor) / RAC-08PH1 … RAC-14PH1 (outdoor): https://www.manualslib.com/manual/1323638/Hitachi-Ras-08ph1.html · installation manual "HITACHI SPLIT-UNIT AIR CONDITIONER Indoor Unit RAS-25CNH2 Outdoor Unit RAC-25CNH2": https://manualmachine.com/hitachi/rac25cnh2/22822975-installation-manual · installation manual RAS-SD10CCT, RAS-SX10CCT, RAC-SD10CCT, RAC-SX10CCT: https://manualmachine.com/hitachi/racsx10cct/24340923-installation-manual';

// RA · S indoor / C outdoor / K wall indoor · optional hyphen · 0–2 line letters before the class (SD, SX) · two-digit
// class · 1–4 series letters · optional digit · optional (B) colour mark or one letter.
const ROOM_SPLIT = /^RA([SCK])-?([A-Z]{0,2})(\d\d)([A-Z]{1,4})(\d?)(?:\(B\)|[A-Z])?$/;

const hitachiRoomSplit: NomenclatureRule = {
  id: 'ductless-other.hitachi-ras-rac-room-split',
  family: 'ductless_other',
  brands: ['Hitachi'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 82 /* R */ || model.charCodeAt(1) !== 65 /* A */) return null;
    const m = ROOM_SPLIT.exec(model);
    if (m === null) return null;
    const series = m[4] ?? '';
    // Set Free (FS…) and UTOPIA (H…V… / H…N…) outdoor units: another scheme, where RAS is the outdoor unit.
    if (series.startsWith('FS') || /^H[A-Z]*[VN]/.test(series)) return null;
    const unit = m[1] === 'C' ? 'split room air conditioner outdoor unit' : 'split room air conditioner indoor unit';
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Hitachi'),
      type: 'mini-splits',
      series: `RA${m[1] ?? ''}-${m[2] ?? ''}${series}`,
      model,
      description: unit,
      fields: {},
      evidence: 'src',
      rule: 'Hitachi room air conditioner: RAS / RAK indoor, RAC outdoor · line letters · class · series letters, as the service manuals pair them; type only',
      source: SOURCE,
    });
  },
};

export const HITACHI_ROOM_SPLIT_RULES: readonly NomenclatureRule[] = [hitachiRoomSplit];
