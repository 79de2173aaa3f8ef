// Mitsubishi Electric's older European outdoor units that ductless/mitsubishi.ts's §9.1 keys do not read (issue 18): the
// MUX multi-system outdoor units and the MUCFH outdoor units of the floor-and-ceiling split, as the service manuals title
// them (the closed lists below; the "- E1" market suffix optional). Mini-splits, type only (the titles tie no digit to a
// rating). Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Mitsubishi Electric', 'Trane / Mitsubishi Electric', 'American Standard / Mitsubishi Electric'];
const SOURCE =
  'Mitsubishi Electric service manual No. OB318 "MUX-A22WV - E1 … Multi system type … SPLIT-TYPE, AIR CONDITIONER"; service manual "MUX-2A28VB - MUX-2A59VB - E1 MUX-3A63VB - MUX-2A70VB - MUX-4A73VB - E1 … Multi system type"; service manuals No. OB381 "MUCFH-GA35VB - MUCFH-GA50VB - MUCFH-GA60VB - E1 OUTDOOR UNIT" (FLOOR AND CEILING TYPE AIR CONDITIONERS) — titles listed at https://homedocbox.com/amp/124422748-Appliances/Service-manual-muh-ga50vb-muh-ga50vb-muh-ga60vb-muh-ga80vb-e1-outdoor-unit-no-ob368-revised-edition-b-wireless-type-models-hfc.html';
const MUX = /^MUX-?(A22WV|2A28VB|2A59VB|3A63VB|2A70VB|4A73VB)(?:-?E1)?$/;
const MUCFH = /^MUCFH-?GA(35|50|60)VB(?:-?E1)?$/;

const mitsubishiMuxMucfh: NomenclatureRule = {
  id: 'mitsubishi.mux-mucfh-outdoor',
  family: 'mitsubishi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 85 /* U */) return null;
    const multi = MUX.test(model);
    if (!multi && !MUCFH.test(model)) return null;
    return decoded({
      family: 'mitsubishi',
      brand: reportedBrand(brand, 'Mitsubishi Electric'),
      type: 'mini-splits',
      series: multi ? 'MUX' : 'MUCFH',
      model,
      description: multi ? 'multi-system split outdoor unit' : 'outdoor unit of the floor-and-ceiling split',
      fields: {},
      evidence: 'src',
      rule: 'Mitsubishi Electric MUX multi-system / MUCFH floor-and-ceiling outdoor units, as the service manuals title them; type only',
      source: SOURCE,
    });
  },
};

export const MITSUBISHI_MUX_MUCFH_RULES: readonly NomenclatureRule[] = [mitsubishiMuxMucfh];
