// Lennox MPA mini-split outdoor heat pumps (2015–): MPA · nominal size code (kBtu/h) · S4 · S single-zone / M
// multi-zone · (-1P / -2P revision). The service manual's sections are "MPA single zone condensing units" (0.75–4 ton:
// 009 … 048 with S) and "MPA multi-zone condensing unit" (1.5–2.5 and 3–4 ton: 018, 030, 036, 048 with M), and its
// specification tables print "Nominal Size - Tons 3 / 4" over MPA036S4M-1P / MPA048S4M-1P. The S4 pair is not
// read. Brand required (Lennox); the MLA / MPB siblings are read by lennox.ductless-s4 (ductless/private-label-badges.ts).
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Lennox Mini-Split Systems Service Manual, Publication No. 450510 (11/2015): section 1.1 MPA single zone condensing units (0.75–1 ton 115V, 0.75–1.5 ton and 2–4 ton 208/230V), section 1.2 MPA multi-zone condensing unit (1.5–2.5 ton, 3–4 ton: MPA036S4M-1P 3 tons, MPA048S4M-1P 4 tons): https://manualmachine.com/lennox/mmda018s41p/23972834-service-manual · MPA / MPB / MLA multi-zone outdoor units installation instructions 507549-05 (MPA036S4M-*P, MPA048S4M-*P): https://manualmachine.com/lennox/m22a012s4p/23972872-installation-instructions-manual';

const MPA = /^MPA0(\d\d)S4([SM])(?:-?[12]P)?$/;
/** Size codes by zone type, as the manual's single-zone (S) and multi-zone (M) sections list them. */
const SIZES: Readonly<Record<string, ReadonlySet<number>>> = {
  S: new Set([9, 12, 18, 24, 30, 36, 48]),
  M: new Set([18, 30, 36, 48]),
};

export const lennoxMpaOutdoor: NomenclatureRule = {
  id: 'lennox.mpa-mini-split-outdoor',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model) {
    if (model.charCodeAt(1) !== 80 || model.charCodeAt(2) !== 65) return null; // "PA"
    const m = MPA.exec(model);
    if (!m) return null;
    const kbtuh = Number(m[1]);
    const zones = m[2] as 'S' | 'M';
    if (!SIZES[zones]!.has(kbtuh)) return null;
    return decodeOf('lennox', 'Lennox', model, {
      type: 'mini-splits',
      series: 'MPA',
      description: zones === 'S' ? 'single-zone mini-split heat pump outdoor unit' : 'multi-zone mini-split heat pump outdoor unit',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      // The manual's tables tie the tons to the 036 / 048 models; the other sizes follow the same code (size headings only).
      evidence: kbtuh === 36 || kbtuh === 48 ? 'src' : 'pattern',
      rule: 'Lennox MPA mini-split outdoor: MPA · size kBtu/h · S4 · S single-zone / M multi-zone (MPA036S4M-1P)',
      source: SOURCE,
    });
  },
};

export const LENNOX_MPA_RULES: readonly NomenclatureRule[] = [lennoxMpaOutdoor];
