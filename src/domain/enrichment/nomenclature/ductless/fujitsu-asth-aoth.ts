// Fujitsu General's Australian wall-mounted R32 line ASTH (indoor) / AOTH (outdoor): A · S wall-mounted indoor unit /
// O outdoor unit · T · H · class · KM + series letters (ASTH24KMTD, AOTH18KMTD, ASTH24KMTC). The export rule
// (ductless/fujitsu.ts, A·S/O·Y/T/H·G·class) reads ASTG / AOTG but not the H fourth letter. Type only: the maker's range
// list names the models without tying the class to a rating. Brand required. README-extra.md.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Fujitsu'] as const;
const SOURCE =
  'Fujitsu General support, "Installation Manual (View Online) – KMTD Series (R32): Indoor ASTH09/12/18/22/24KMTD + Outdoor AOTH18/22/24KMTD": https://fujitsugeneral.freshdesk.com/support/solutions/articles/6000282788-installation-information-asth-aoth-09-12-18-22-24-kmtd';
const ASTH = /^A([SO])TH(09|12|18|22|24)(KM[A-Z]{2})$/;

const fujitsuAsthAoth: NomenclatureRule = {
  id: 'fujitsu.australia-asth-aoth',
  family: 'fujitsu',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65 || model.charCodeAt(2) !== 84 || model.charCodeAt(3) !== 72) return null; // A · · T H
    const m = ASTH.exec(model);
    if (!m) return null;
    const [, unit = '', cls = '', line = ''] = m;
    if (unit === 'O' && cls === '09') return null; // AOTH09 is not in the range list
    return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `A${unit}TH-${line.slice(0, 2)}`,
      fields: {},
      description: unit === 'S' ? 'wall-mounted indoor unit' : 'outdoor unit',
      evidence: 'src',
      rule: 'Fujitsu Australian ASTH / AOTH wall split: A · S indoor / O outdoor · TH · class · KM series letters; type only',
      source: SOURCE,
    });
  },
};

export const FUJITSU_ASTH_AOTH_RULES: readonly NomenclatureRule[] = [fujitsuAsthAoth];
