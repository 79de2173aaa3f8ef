// Sinclair (Czech Republic) split air conditioners (issue 18, ductless gap scan from accessory compatibility lists:
// the Gree-protocol Wi-Fi module GRJWB04-J lists Sinclair ASH-12BIV, ASH-13BIF2). Sinclair's service manuals name the
// systems: "KING series ASH-09AK, ASH-13AK" (R410A, heat pump; 2,650 / 3,516 W cooling), "Dual-split type Slim
// ASH-09X2CS, ASH-12X2CS", and the commercial "UNI SPLIT series ASC-xxBI, ASD-xxBI, ASF-xxBI, ASGE-xxBI, ASGE-xxBI-3"
// (and its -BI2 generation). Read: ASH · class · series letters (wall split systems); ASC / ASD / ASF indoor and ASGE
// outdoor units of the UNI split series · class · BI / BI2 · optional -3 (three phase). The class is not read (KING
// rates class 13 at 3,516 W = 12,000 Btu/h): type only, mini-splits. Brand required (Sinclair added to ../brands.ts).
// Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Sinclair service manual KING series ASH-09AK, ASH-13AK: http://manualzilla.com/doc/7337391/sinclair-king-ash-09ak-service-manual · Sinclair service manual dual-split type Slim ASH-09X2CS, ASH-12X2CS: https://manualzz.com/doc/26687038/sinclair-ash-09x2cs--ash-12x2cs-split-system-air-conditio... · Sinclair service manual UNI SPLIT series ASC-xxBI, ASD-xxBI, ASF-xxBI, ASGE-xxBI, ASGE-xxBI-3: https://www.manualslib.com/manual/3265214/Sinclair-Asc-Bi-Series.html · UNI SPLIT ASGE-XXBI2 … ASD-XXBI2: https://www.manualslib.com/manual/3712901/Sinclair-Uni-Split-Asge-Bi2-Series.html';
const ASH = /^ASH-?(07|09|12|13|18|24|28)([A-Z][A-Z0-9]{1,5})$/;
const UNI = /^AS(C|D|F|GE)-?(\d\d)BI2?(?:-3)?$/;
const UNI_UNIT: Readonly<Record<string, string>> = {
  C: 'UNI split cassette indoor unit',
  D: 'UNI split duct indoor unit',
  F: 'UNI split floor / ceiling indoor unit',
  GE: 'UNI split outdoor unit',
};

const sinclairSplit: NomenclatureRule = {
  id: 'ductless-other.sinclair-split',
  family: 'ductless_other',
  brands: ['Sinclair'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65 /* A */ || model.charCodeAt(1) !== 83 /* S */) return null;
    const a = ASH.exec(model);
    if (a !== null) {
      return decoded({
        family: 'ductless_other',
        brand: reportedBrand(brand, 'Sinclair'),
        type: 'mini-splits',
        series: `ASH-${a[2] ?? ''}`,
        model,
        description: 'split air conditioner (heat pump)',
        fields: {},
        evidence: 'src',
        rule: 'Sinclair ASH · class · series letters (KING, dual-split Slim); type only',
        source: SOURCE,
      });
    }
    const u = UNI.exec(model);
    if (u === null) return null;
    const cls = Number(u[2]);
    if (cls < 9 || cls > 60) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Sinclair'),
      type: 'mini-splits',
      series: `AS${u[1] ?? ''}-BI`,
      model,
      description: UNI_UNIT[u[1] ?? ''] ?? 'UNI split unit',
      fields: {},
      evidence: 'src',
      rule: 'Sinclair UNI split ASC / ASD / ASF indoor, ASGE outdoor · class · BI / BI2 · -3; type only',
      source: SOURCE,
    });
  },
};

export const SINCLAIR_SPLIT_RULES: readonly NomenclatureRule[] = [sinclairSplit];
