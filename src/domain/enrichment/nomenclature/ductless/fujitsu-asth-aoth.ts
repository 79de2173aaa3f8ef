// Fujitsu General's Australian wall-mounted R32 line ASTH (indoor) / AOTH (outdoor): A · S wall-mounted indoor unit /
// O outdoor unit · T · H · class · KM + series letters (ASTH24KMTD, AOTH18KMTD, ASTH24KMTC). The export rule
// (ductless/fujitsu.ts, A·S/O·Y/T/H·G·class) reads ASTG / AOTG but not the H fourth letter. Type only: the maker's range
// list names the models without tying the class to a rating. Brand required. README-extra.md.
// The ducted R32 line of the same support site (issue 18, Australia / New Zealand gap scan): ARTH (ducted indoor) ·
// class 24 / 30 / 36 / 45 / 54 / 60 · KH + letters (ARTH24KHTA), with its outdoor units AOTH · class · KB / KC / KR +
// letters (AOTH24KBTA, AOTH45KCTA, AOTH60KRTA). Typed mini-splits as the export rule types Fujitsu's ducted indoor
// units (R) and their outdoor units; type only, as above.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Fujitsu'] as const;
const SOURCE =
  'Fujitsu General support, "Installation Manual (View Online) – KMTD Series (R32): Indoor ASTH09/12/18/22/24KMTD + Outdoor AOTH18/22/24KMTD": https://fujitsugeneral.freshdesk.com/support/solutions/articles/6000282788-installation-information-asth-aoth-09-12-18-22-24-kmtd';
const DUCTED_SOURCE =
  'Fujitsu General NZ support, "Installation Manual – Indoor ARTH24/30/36/45/54/60KHTA, Outdoor AOTH24/30/36/45/54KBTA, AOTH45/54/60KCTA, AOTH60KBTA, AOTH60KRTA" (Indoor (Ducted)): https://assist.fujitsugeneral.co.nz/support/solutions/articles/6000282814-installation-manual-indoor-arth-arth24-30-36-45-54-60khta-outdoor-aoth-aoth24-30-36-45-54kbta-';
const ASTH = /^A([SO])TH(09|12|18|22|24)(KM[A-Z]{2})$/;
// Ducted indoor ARTH · KH…, or its outdoor units AOTH · KB… / KC… / KR….
const DUCTED = /^A(?:RTH(24|30|36|45|54|60)(KH[A-Z]{2})|OTH(24|30|36|45|54|60)(K[BCR][A-Z]{2}))$/;

const fujitsuAsthAoth: NomenclatureRule = {
  id: 'fujitsu.australia-asth-aoth',
  family: 'fujitsu',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65 || model.charCodeAt(2) !== 84 || model.charCodeAt(3) !== 72) return null; // A · · T H
    const d = DUCTED.exec(model);
    if (d) {
      const indoor = d[1] !== undefined;
      return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
        type: 'mini-splits',
        series: indoor ? `ARTH-${(d[2] ?? '').slice(0, 2)}` : `AOTH-${(d[4] ?? '').slice(0, 2)}`,
        fields: {},
        description: indoor ? 'ducted indoor unit' : 'outdoor unit of the ducted system',
        evidence: 'src',
        rule: 'Fujitsu ARTH ducted indoor / AOTH KB · KC · KR outdoor (R32): A · R indoor / O outdoor · TH · class · series letters; type only',
        source: DUCTED_SOURCE,
      });
    }
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
