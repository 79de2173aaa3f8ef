// Mitsubishi Electric wall splits of the older and Asian "wireless type" lines whose class the §9.1 rules of
// ductless/mitsubishi.ts cannot place (issue 18, ductless gap scan from smart-home integrations' device lists):
// indoor MSC (cooling only) / MSH (heat pump) and outdoor MU (cooling only) / MUH (heat pump) / MUX (multi system),
// written prefix · hyphen · series letters · class · line letters (MSC-07RV, MUH-07RV, MUX-10RV, MSH-AXV07WV, MS-GD08ND,
// MU-GD08ND, MU-C13VC). The service manuals title every one of them a split-type air conditioner or heat pump; their
// outdoor-unit manual OB386 notes that the class "indication of capacity has been changed (btu base → kw base)"
// (MU-A07YV → MU-GA20VB), so a V… suffix does not tell which base the digits use: type and unit only. Forms the §9.1
// rules read (MS-A09WA, MSC-GA20VB) keep their reading: this list is dispatched after them. Brand required.
// Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Mitsubishi Electric service manual OB227 "SPLIT-TYPE, AIR CONDITIONERS / HEAT PUMP AIR CONDITIONERS, wireless type: MSC-07RV · MU-07RV … MSC-12RV · MUH-12RV, multi system type MUX-10RV / 18RV / 24RV": https://vdocument.in/split-typeair-conditioners-no-ob227-revised-edition-b-.html · OB303 MSH-AXV07WV … MSH-AXV12WV / MUH-AXV07WV … MUH-AXV12WV: https://pdfcoffee.com/download/manual-muh-axv12wv-5-pdf-free.html · TBH016 outdoor unit MU-GD08ND / MU-GD10ND / MU-GD12ND (indoor MS-GD·ND, TBH014; MU-C08VC … MU-C18VC): https://manualmachine.com/mitsubishi/mugd08nd/20874267-service-manual · OB386 MU-GA20VB … MU-GA35VB ("Indication of capacity has been changed (btu base → kw base)"): https://docplayer.gr/amp/87181150-service-manual-mu-ga25vb-e1-mu-ga25vb-mu-ga35vb-e1-hfc-wireless-type-models-split-type-air-conditioners-no-ob386-r410a-contents.html';

const WALL = /^(MSC|MSH|MUH|MUX|MS|MU)-([A-Z]{0,3})(\d\d)([A-Z]{1,3})(?:-?[A-Z]\d)?$/;
const UNIT: Readonly<Record<string, string>> = {
  MSC: 'wall-mounted indoor unit (cooling only)',
  MSH: 'wall-mounted indoor unit (heat pump)',
  MS: 'wall-mounted indoor unit',
  MU: 'split outdoor unit (cooling only)',
  MUH: 'split outdoor unit (heat pump)',
  MUX: 'multi system outdoor unit',
};

const mitsubishiWirelessWall: NomenclatureRule = {
  id: 'mitsubishi.wireless-wall-older',
  family: 'mitsubishi',
  brands: ['Mitsubishi Electric'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 77 /* M */) return null;
    // MS- / MU- or MSC- / MSH- / MUH- / MUX-: the hyphen third or fourth (the §9.1 MSZ- / MUZ- numbers have Z third).
    const c1 = model.charCodeAt(1);
    if ((c1 !== 83 && c1 !== 85) || model.charCodeAt(2) === 90 /* Z */ || (model.charCodeAt(2) !== 45 && model.charCodeAt(3) !== 45)) return null;
    const m = WALL.exec(model);
    if (m === null) return null;
    const prefix = m[1] ?? '';
    return decoded({
      family: 'mitsubishi',
      brand: reportedBrand(brand, 'Mitsubishi Electric'),
      type: 'mini-splits',
      series: `${prefix}-${m[2] ?? ''}${m[4] ?? ''}`,
      model,
      description: UNIT[prefix] ?? 'split unit',
      fields: {},
      evidence: 'src',
      rule: 'Mitsubishi Electric wireless-type wall splits MSC / MSH / MS indoor, MU / MUH / MUX outdoor · series · class (btu or kW base) · line letters; type only',
      source: SOURCE,
    });
  },
};

export const MITSUBISHI_WIRELESS_WALL_OLDER_RULES: readonly NomenclatureRule[] = [mitsubishiWirelessWall];
