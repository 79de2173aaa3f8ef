// Rheem commercial package lines with the K / M efficiency letters and the package air conditioner L letter (issue 18,
// comm21), which the §6.2 rule (rheem/rheem.ts: R · J/S/Q/K · N/P …) does not read: RKKA / RKMA "Gas Heat / Electric Cooling
// Units, 3–7.5 tons" (RKKA-A048 is the 4-ton model of the selection example), RRKA / RRMA / RRNA "combination heating and
// cooling rooftop units", RKKB / RKMB / RKNB / RLKB / RLMB / RLNB 180–300, and the RLNL "Commercial Classic Series Package
// Air Conditioner". Model: R · K / R (gas heat, electric cooling) or L (air conditioner) · efficiency letter · series
// letter · -design letter · nominal cooling kBtu/h (RKKA-A036…, RKNL-B300) · options. The letters after the capacity
// (voltage, drive, heat input) have no key for these series in reach, so only the type and the capacity are read.
// Type `packaged units`; brand Rheem required. README-extra.md ("Light-commercial rooftop keys (comm21)").
import { brandIn } from '../kit/brand-guard';
import { coolingFromCode, decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Rheem RKKA/RKMA series 3–7.5 tons package gas/electric (selection example RKKA-A048 = 4 ton): https://manualmachine.com/rheem/rkka/8820568-user-manual · RRKA/RRMA/RRNA installation instructions 92-21916-27 (combination heating and cooling rooftop, RRKA 3-5 ton): https://vdocument.in/92-21916-27-rev-09-rrka-3-phase-only-gaselectric-package-pts-3-a-general.html · RKKB/RKMB/RKNB/RLKB/RLMB/RLNB 180-300 and RLNL Commercial Classic package air conditioner titles: https://gist.github.com/d058f866f84535b01be11db6379f7af8 · RKNL-B 15, 20 & 25 ton (RKNL-B300 = 25 t): https://manuzoid.com/manuals/9YRBg-Rheem%20RKNL-B300DM40E%20Classic%C2%AE%20RKNL-B%20Series%2025%20Tons%20460V%20Three%20Phase%20Commercial%20Packaged%20Gas%20Electric%20Unit%20Installation%20Manual';

const KEY = /^R([KRL])([KMN])([ABL])-?([A-Z])(\d{3})(?![0-9])([A-Z0-9]{0,12})$/;
/** Commercial sizes beyond the §0.2 grid printed by these series: 102 (8.5 t), 300 (25 t). */
const COMMERCIAL_KBTUH = new Set([102, 300]);
const KIND: Readonly<Record<string, string>> = { K: 'package gas / electric unit', R: 'package gas / electric rooftop unit', L: 'package air conditioner' };

const rheemCommercial: NomenclatureRule = {
  id: 'rheem.commercial-package-comm21',
  family: 'rheem',
  brands: ['Rheem'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (!brandIn(['Rheem'], brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, kind = '', eff = '', series = '', , code = ''] = m;
    // RKN· is read by §6.2 (rheem/rheem.ts: K with N / P); the RRNL / RRPL residential package by series/packaged-and-furnaces.ts.
    if ((kind === 'K' && eff === 'N') || (kind === 'R' && series === 'L')) return null;
    const capacity = coolingFromCode(code, COMMERCIAL_KBTUH);
    if (!capacity || capacity.off_grid_code || Number(code) < 36) return null;
    return decodeOf('rheem', 'Rheem', model, {
      type: 'packaged units',
      series: `R${kind}${eff}${series}`,
      fields: capacity,
      description: KIND[kind],
      evidence: 'pattern',
      rule: 'Rheem commercial package: R · K / R / L · efficiency · series · -design · nominal kBtu/h',
      source: SOURCE,
    });
  },
};

export const RHEEM_COMMERCIAL_RULES: readonly NomenclatureRule[] = [rheemCommercial];
