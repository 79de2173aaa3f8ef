// Nortek (Nordyne) single-package units in prints the Q / P rule (multi-family/older-packaged-and-split.ts,
// nordyne.q-single-package-heat-pump-dless20) does not read: the G-prefixed series (GQ5RD, GQ4SD, GQ6SD heat pumps;
// GP5RD, GP7RD air conditioners), the X-form sizes (Q4SD-X24K, Q6SD-X …) and the Maytag PPH3RE / PPH3RF heat pumps.
// A single-package unit is `packaged units`. Brand required (Nortek-group badges). Coverage in README-extra.md
// ("Nortek *SA / *SH splits and single-package prints").
import { capacityFields, gridCapacity } from '../common';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';
import { NORTEK_BRANDS } from './nordyne';

const SOURCE =
  'Nortek technical specifications "GQ5RD Series Single Packaged Heat Pump, Single Phase 13 SEER, R-410A", "GP7RD Series Single Packaged Air Conditioner, Single Phase", "GQ4SD Series Single Packaged Heat Pump 13 SEER", "GQ6SD Series Single Packaged Heat Pump 13 SEER, R-410A 2-5 Ton Units", "GP5RD Series Single Packaged Air Conditioner, Single Phase" (listed at https://autodocbox.com/amp/118219291-Electric_Vehicle/Installation-instructions.html) · Nordyne Q4SD-X24K installation instructions: https://manualshive.com/en/manual/nordyne/q4sd-x24k/1704810?page=7 · "14 SEER Single Package Heat Pump - Single Stage, R-410A, *Q7RE / PPH3RE Series" installation instructions: https://fdocuments.us/document/important-2019-10-21-electric-power-service-access-noise-and-shade-a.html · Nortek PPH3RF series installation instructions: https://manualshive.com/en/manual/nortek/pph3rf-series/pph3rf-series_installation-instructions-manual_1706030-8.html';
// G · Q heat pump / P air conditioner · generation · series letters · size 018–060 · options.
const G_PRINT = /^G([QP])([4-7])([A-Z]{1,2})-?(\d{3})(?:K[A-Z0-9]{0,3})?$/;
// Q / P · generation · series letters · -X · two-digit size 18–60 · K (Q4SD-X24K).
const X_PRINT = /^([QP])([4-7])([A-Z]{1,2})-?X(\d{2})(?:K[A-Z0-9]{0,3})?$/;
// PPH3RE / PPH3RF · size 018–060 · K.
const PPH_PRINT = /^PPH3(R[EF])-?(\d{3})(?:K[A-Z0-9]{0,3})?$/;

const nortekPackagedPrints: NomenclatureRule = {
  id: 'nordyne.packaged-g-x-pph-prints',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GQP',
  decode(model, brand) {
    if (brand === '') return null;
    let kind: string;
    let series: string;
    let size: string;
    const g = model.charCodeAt(0) === 71 ? G_PRINT.exec(model) : null; // G
    if (g !== null) {
      kind = g[1] ?? '';
      series = `G${kind}${g[2] ?? ''}${g[3] ?? ''}`;
      size = g[4] ?? '';
    } else {
      const x = X_PRINT.exec(model);
      if (x !== null) {
        kind = x[1] ?? '';
        series = `${kind}${x[2] ?? ''}${x[3] ?? ''}`;
        size = x[4] ?? '';
      } else {
        const p = PPH_PRINT.exec(model);
        if (p === null) return null;
        kind = 'Q';
        series = `PPH3${p[1] ?? ''}`;
        size = p[2] ?? '';
      }
    }
    const c = gridCapacity(size);
    if (c === null || c.offGrid || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: capacityFields(c),
      description: kind === 'Q' ? 'single package heat pump' : 'single package air conditioner',
      evidence: 'pattern',
      rule: 'Nortek single-package prints: G-prefixed Q / P series, the -X two-digit size, PPH3RE / PPH3RF · size kBtu/h (18–60)',
      source: SOURCE,
    });
  },
};

export const NORTEK_PACKAGED_PRINT_RULES: readonly NomenclatureRule[] = [nortekPackagedPrints];
