// Bradford White TW4 through-the-wall / power-vented gas tanks: TW4 · gallons · S · two digits · (B) · warranty years ·
// N natural / X propane (TW450S65(B)*(N,X), TW465S65(B)*(N,X) in service manual 45960A / 46238A). The M1TW / M2TW
// siblings of the same manuals are read by bradford-white.tank (water-heaters/bradford-white.ts). The two digits after
// the S are not read (the manual does not say what they are). 75 gallons: the archived TW4 75-gallon power-vent service
// manual 47150A. Brand required. Coverage in README-extra.md.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Bradford White Through-The-Wall Gas Water Heaters Service Manual 45960A (TTW models M1TW40S*(BN,CX), M1TW50S*, M2TW50T*, M2TW65T*, TW450S65(B)*(N,X), TW465S65(B)*(N,X); * = warranty years): https://ar.scribd.com/document/36290728/a · same, manual 46238A: https://fdocuments.in/document/16436-ttw-service-manual-06-s3-.html · Bradford White commercial light-duty power vent TTW TW4 75-gallon service manual 47150A (archived): https://usermanual.wiki/Bradfordwhite/CanadaCommercialGasNaturalLightDutyPowerVentTtwTw4PriorNaecaArchivedServicemanual75Gal47150A.1852433317/html';

const TW4 = /^TW4(50|65|75)S(\d\d)B?(\d{1,2})?([NX])$/;
const FUEL: Readonly<Record<string, DecodedFields['fuel']>> = { N: 'natural gas', X: 'propane' };

export const bradfordWhiteTw4: NomenclatureRule = {
  id: 'bradford-white.tw4-through-the-wall',
  family: 'bradford_white',
  brands: ['Bradford White'],
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model) {
    if (model.charCodeAt(1) !== 87 || model.charCodeAt(2) !== 52) return null; // "W4"
    const m = TW4.exec(model);
    if (!m) return null;
    return decodeOf('bradford_white', 'Bradford White', model, {
      type: 'water heaters',
      series: 'TW4',
      description: 'through-the-wall power-vented gas tank',
      fields: { tank_capacity_gallons: Number(m[1]), fuel: FUEL[m[4]!] },
      evidence: 'src',
      rule: 'Bradford White TW4 through-the-wall tanks: TW4 · gallons · S · (not read) · (B) · warranty · N / X (TW450S65*N)',
      source: SOURCE,
    });
  },
};

export const BRADFORD_WHITE_THROUGH_THE_WALL_RULES: readonly NomenclatureRule[] = [bradfordWhiteTw4];
