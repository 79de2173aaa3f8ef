// York Sunline / Predator R-410A rooftop series that york-sunline / multi-family/rooftop-units.ts do not read (issue 18,
// comm21): ZJ and ZH (installation manuals "R-410A ZJ Series 6-1/2 - 12-1/2 Ton", "R-410A ZH Series 6-1/2 - 12-1/2 Ton",
// "ZH Series w/Smart Equipment 3 - 5 Ton"), ZS ("3-6 Ton"), ZW ("3-5 Ton"), ZT (w/Smart Equipment), and the 6½–12½ ton
// sizes of ZF / ZR / XP ("R-410A ZF Series 6-1/2 - 12-1/2 Ton", ZF090C00A2AAA5A; "York Predator gas/electric ZH & heat
// pump XP 6 to 12.5 tons"). Model: series · nominal cooling kBtu/h (036 … 150; 078 = 6½ t, 102 = 8½ t) · heat option
// letter and size digits · further option letters. Z = cooling only / with electric or gas heat, X = heat pump. Only the
// series and the capacity are read. Type `packaged units`; brand York / Luxaire / Coleman required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['York', 'Luxaire', 'Coleman'] as const;
const SOURCE =
  'York R-410A installation manual titles (ZJ 6-1/2 - 12-1/2 ton YIM-D-1210, ZH 6-1/2 - 12-1/2 ton, ZS 3-6 ton, ZW 3-5 ton, ZT w/Smart Equipment): https://homedocbox.com/amp/128234832-Appliances/R-410a-zh-series-6-1-2-12-1-2-ton-60-hertz-table-of-contents-list-of-tables-list-of-figures.html · ZH w/Smart Equipment 3-5 ton 5566203-YIM-B-1019: https://manuzoid.com/manuals/DPWDL-York%20Sun%20Pro%20Series%20Installation%20guide · ZF series 6-1/2 - 12-1/2 ton 518674-YIM-E (ZF090C00A2AAA5A): https://fdocuments.net/document/pqt-york-zf090c00a2aaa5a.html · ZJ Sunline Magnum / ZR MagnaDRY / ZF Sunline technical guide: https://manualmachine.com/york/zrsunlinemagnadryr410a/2116777-user-manual · York Predator ZH & XP 6 to 12.5 tons: https://fdocuments.net/document/zh-xp-6-to-125-tons-york-predator-complete.html';

const KEY = /^(Z[FHJRSTW]|XP)(036|048|060|072|078|090|102|120|150)(?:[A-Z]\d{2}[A-Z0-9]{0,12})?$/;
/** Size ranges of the titles: ZW 3–5 t, ZS 3–6 t; the 6½–12½ ton sizes of ZF / ZR / XP (3–6 t are the 18e rule's). */
const MAX_KBTUH: Readonly<Record<string, number>> = { ZW: 60, ZS: 72 };
const LARGE_ONLY = new Set(['ZF', 'ZR', 'XP']);

const yorkRooftop: NomenclatureRule = {
  id: 'york.sunline-predator-comm21',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'ZX',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, series = '', code = ''] = m;
    const kbtuh = Number(code);
    if (kbtuh > (MAX_KBTUH[series] ?? 150)) return null;
    if (LARGE_ONLY.has(series) && kbtuh < 78) return null;
    const heatPump = series === 'XP';
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      description: heatPump ? 'single package heat pump rooftop' : 'single package rooftop (cooling only, electric or gas heat)',
      evidence: 'pattern',
      rule: 'York Sunline / Predator R-410A rooftops: series · nominal cooling kBtu/h (036–150) · heat option',
      source: SOURCE,
    });
  },
};

// Predator / Sunline Ultra D-series sizes off the §0.2 grid that york/york.ts §7.4 does not read: technical guides "DH 078,
// 090, 102, 120 and 150 — 6-1/2, 7-1/2, 8-1/2, 10 and 12-1/2 nominal tons" (246646-YTG), "DM 078, 090, 102, 120 and 150"
// (246645-YTG), "DH 180, 210, 240 & 300 — 15, 17.5, 20 & 25 nominal tons" (262260-YTG-E-1008), "DJ 180, 210, 240 &"
// (YTG-F-1009). The size is the nominal kBtu/h.
const D_SOURCE =
  'York Predator technical guides DH 078-150 (246646-YTG-E-1006): https://pdfslide.us/documents/technical-guide-guide-hvac-tech-predator-units-service-friendly-the.html · DM 078-150 (246645-YTG-C-0708): https://somanualss.com/html/18/York-Predator-Dm-078-User-Manual.html · Sunline Ultra DH 180, 210, 240 & 300 = 15, 17.5, 20 & 25 nominal tons (262260-YTG-E-1008): https://manualmachine.com/york/dh180/1348582-user-manual · DJ 180, 210, 240 technical guide title: https://autodocbox.com/amp/80295492-Performance_Vehicles/Technical-guide-description-single-package-gas-electric-units-and-single-package-air-conditioners-dj-180-210-240-a-0502.html';
const D_SIZES: Readonly<Record<string, readonly string[]>> = { DH: ['078', '102', '210', '300'], DM: ['078', '102'], DJ: ['210'] };
const D_KEY = /^(D[HJM])(\d{3})(?![0-9])([A-Z][A-Z0-9]{0,14})?$/;

const yorkPredatorSizes: NomenclatureRule = {
  id: 'york.predator-sizes-comm21',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = D_KEY.exec(model);
    if (!m) return null;
    const [, series = '', code = ''] = m;
    if (!D_SIZES[series]?.includes(code)) return null;
    const kbtuh = Number(code);
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      description: 'single package air conditioner or gas/electric unit',
      evidence: 'src',
      rule: 'York Predator / Sunline Ultra DH / DM / DJ: series · nominal kBtu/h (078, 102, 210, 300)',
      source: D_SOURCE,
    });
  },
};

export const YORK_ROOFTOP_RULES: readonly NomenclatureRule[] = [yorkRooftop, yorkPredatorSizes];
