// Sharp split-system room air conditioners (issue 18, ductless gap scan from smart-home integrations' device lists).
// Sharp's service manuals title each pair "SPLIT TYPE ROOM AIR CONDITIONER · INDOOR UNIT AY-… / AH-… · OUTDOOR UNIT AE-… /
// AU-…" (AY-X9PSR / AE-X9PSR, AY-XP7FR / AE-X7FR, AY-AP7FHR / AE-A7FHR, AY-XP12JHRN / AE-X12JR-N, AH-129 / AU-129,
// AH-MP14 / AU-MP14, AH-A129E / AU-A129E, AH/AY-X08CR with AU-X08CR). The manuals do not spell out the H / Y letter or the
// class digits (kW in AY-AP7FHR's table, Btu/h classes in others): type and unit only. A · H / Y indoor, E / U outdoor ·
// hyphen · 0–3 series letters · 1–3 class digits · 0–5 line letters · optional -letter(s)/digit suffix. Brand required.
// Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Sharp service manual SC213AYX9PSR "SPLIT TYPE ROOM AIR CONDITIONER INDOOR UNIT AY-X9PSR AY-X12PSR, OUTDOOR UNIT AE-X9PSR AE-X12PSR": https://manualzz.com/doc/4152214/sharp-ay-x-9psr--12psr--ae-x-9psr--12psr-split-system-air... · S6512AYXP7FR (AY-XP7FR / AE-X7FR … AY-XP12FR / AE-X12FR): https://somanuals.com/html/18/Sharp-Ay-Xp9fr-User-Manual.html · S8525AYAP7FHR (AY-AP7FHR / AE-A7FHR): http://manualzz.com/doc/2013145/sharp-ay-ap7fhr-service-manual · "SPLIT SYSTEM ROOM AIR CONDITIONER INDOOR UNIT AH-129 AH-MP14, OUTDOOR UNIT AU-129 AU-MP14": https://tr.scribd.com/document/306404996/AH-129-MP14-SM · S2918AHA129E (AH-A129E / AU-A129E): https://www.scribd.com/document/600547221/Sharp-AH-A129E-Service-Manual · S3214AYX13CR (AH/AY-X08CR … X13CR, AU-X08CR): https://manuals.online/sharp/air-conditioner/au-x08cr/user-manual/1xedw';
const SPLIT = /^A([HYEU])-([A-Z]{0,3})(\d{1,3})([A-Z]{0,5})(?:-[A-Z0-9]{1,2})?$/;

const sharpRoomSplit: NomenclatureRule = {
  id: 'ductless-other.sharp-room-split',
  family: 'ductless_other',
  brands: ['Sharp'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65 /* A */ || model.charCodeAt(2) !== 45 /* - */) return null;
    const m = SPLIT.exec(model);
    if (m === null) return null;
    const letter = m[1] ?? '';
    const indoor = letter === 'H' || letter === 'Y';
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Sharp'),
      type: 'mini-splits',
      series: `A${letter}-${m[2] ?? ''}`,
      model,
      description: indoor ? 'split room air conditioner indoor unit' : 'split room air conditioner outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Sharp split room air conditioner: AH / AY indoor, AE / AU outdoor · series letters · class · line letters, as the service manuals pair them; type only',
      source: SOURCE,
    });
  },
};

export const SHARP_ROOM_SPLIT_RULES: readonly NomenclatureRule[] = [sharpRoomSplit];
