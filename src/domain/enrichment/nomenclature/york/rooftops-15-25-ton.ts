// York Sunline Magnum / MagnaDRY / Sunline and Predator heat pump rooftops of 15–25 tons (issue 18): york/rooftops-commercial.ts
// reads the ZJ / ZH / ZF / ZR / XP keys up to 150 (12½ t). Technical guides "R-410A ZJ/ZR/ZF Series 15 - 25 Ton 60 Hertz"
// (251934-YTG: "ZJ Series Sunline Magnum / ZR Series MagnaDRY / ZF Series Sunline … convertible single package high
// efficiency rooftops … cooling only, cooling with electric heat, and cooling with gas heat"; nomenclature "15-25 Ton
// Sunline Magnum Model Number Nomenclature Z J 180 …") and "R-410A XP Series 15/20 Ton 60 Hertz … XP240 Shown"
// (YTG-B-1210). The size is the nominal cooling kBtu/h as on the 3–12½ ton keys: 180 / 210 / 240 / 300 = 15 / 17½ / 20 /
// 25 tons ("York ZF300 25 Ton R-410"); XP only 180 and 240 (the title's 15 and 20 tons). Type `packaged units`; brand
// York / Luxaire / Coleman required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['York', 'Luxaire', 'Coleman'] as const;
const SOURCE =
  'York technical guide R-410A ZJ/ZR/ZF Series 15 - 25 Ton 60 Hertz (251934-YTG-O-0512): https://manualmachine.com/york/zfsunliner410a/2116675-technical-guide · 251934-YTG-J-0910 nomenclature "15-25 Ton Sunline Magnum Model Number Nomenclature ZJ 180": https://somanualss.com/html/18/York-251934-Ytg-J-0910-User-Manual.html · York ZF300 25 ton R-410A: https://siteproxy.ruqli.workers.dev:443/https/www.scribd.com/document/582014406/Manual-York-Zf300-25-Ton-R-410 · title "Technical Guide R-410A XP Series 15/20 Ton 60 Hertz, XP240 shown, YTG-B-1210" as listed on: https://autodocbox.com/amp/66306934-Performance_Vehicles/Technical-guide-description-single-package-gas-electric-units-and-single-package-air-conditioners-dh-180-210-240-ytg-f-1009.html';
const TONS: Readonly<Record<string, number>> = { '180': 15, '210': 17.5, '240': 20, '300': 25 };
const XP_SIZES = new Set(['180', '240']);
// series · nominal kBtu/h · heat option letter and size digits · further option letters (ZJ180N24P4AAA1A).
const KEY = /^(Z[FJR]|XP)(180|210|240|300)(?:[A-Z]\d{2}[A-Z0-9]{0,14})?$/;

const yorkLargeRooftop: NomenclatureRule = {
  id: 'york.sunline-magnum-15-25-ton',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'ZX',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, series = '', code = ''] = m;
    const heatPump = series === 'XP';
    if (heatPump && !XP_SIZES.has(code)) return null;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: { cooling_capacity_tons: TONS[code]!, cooling_capacity_kbtuh: Number(code) },
      description: heatPump ? 'single package heat pump rooftop' : 'single package rooftop (cooling only, electric or gas heat)',
      evidence: 'pattern',
      rule: 'York ZJ / ZR / ZF / XP 15–25 ton rooftops: series · nominal cooling kBtu/h (180, 210, 240, 300) · heat option',
      source: SOURCE,
    });
  },
};

// York Series 20 J rooftops: technical guide "Series 20 single package gas/electric units and single package air
// conditioners J15, 18, 20 & 25 DH" (JTG-A-1007): J · nominal tons (15 / 18 / 20 / 25) · DH · options.
const J_SOURCE =
  'York technical guide "Series 20 single package gas/electric units and single package air conditioners J15, 18, 20 & 25 DH" (JTG-A-1007), title as listed on: https://autodocbox.com/amp/123540137-Auto_Parts/Sunline-bp-180-sunline-magnum-bp-240.html';
const J_KEY = /^J(15|18|20|25)DH([A-Z0-9]{0,14})$/;

const yorkSeries20J: NomenclatureRule = {
  id: 'york.series-20-j-dh',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'J',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = J_KEY.exec(model);
    if (!m) return null;
    const tons = Number(m[1]);
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: 'J-DH',
      fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 },
      description: 'Series 20 single package gas/electric unit or air conditioner',
      evidence: 'pattern',
      rule: 'York Series 20 J rooftops: J · nominal tons (15, 18, 20, 25) · DH',
      source: J_SOURCE,
    });
  },
};

export const YORK_LARGE_ROOFTOP_RULES: readonly NomenclatureRule[] = [yorkLargeRooftop, yorkSeries20J];
