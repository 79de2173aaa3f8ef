// Toshiba units the RAS / RAV rules of ductless/europe-split.ts and multi-family/water-source-room-ductless.ts leave out
// (issue 18): the VRF (MULTI TYPE) indoor units MMU-AP0071MH2UL … MMU-AP0181MH2UL and the multi outdoor unit
// RAS-3M23YACV-E of the RAS-M…UKCV-E multi system, as the makers' manuals title them. Closed lists; mini-splits (VRF
// indoor units as ductless/vrf.ts types them; a multi-split outdoor unit), type only. Brand required. README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Toshiba installation manual "MMU-AP0071MH2UL MMU-AP0091MH2UL MMU-AP0121MH2UL MMU-AP0151MH2UL MMU-AP0181MH2UL AIR CONDITIONER (MULTI TYPE) Indoor Unit"; Toshiba service manual "AIR-CONDITIONER SPLIT TYPE RAS-M10UKCV-E, RAS-M13UKCV-E, RAS-M16UKCV-E / RAS-3M23YACV-E" (titles listed at https://docplayer.net/amp/2859659-Service-manual-integration.html)';
const MMU = /^MMU-?AP(0071|0091|0121|0151|0181)MH2UL$/;
const RAS_3M23 = /^RAS-?3M23YACV(?:-?E)?$/;

const toshibaListed: NomenclatureRule = {
  id: 'ductless-other.toshiba-mmu-ras3m23-listed',
  family: 'ductless_other',
  brands: ['Toshiba'],
  unambiguousWithoutBrand: false,
  firstChars: 'MR',
  decode(model, brand) {
    if (brand === '') return null;
    const vrf = MMU.test(model);
    if (!vrf && !RAS_3M23.test(model)) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Toshiba'),
      type: 'mini-splits',
      series: vrf ? 'MMU-AP' : 'RAS-3M',
      model,
      description: vrf ? 'VRF (multi type) indoor unit' : 'multi-split outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Toshiba MMU-AP…MH2UL VRF indoor units and RAS-3M23YACV-E multi outdoor unit, as the manuals title them; type only',
      source: SOURCE,
    });
  },
};

export const TOSHIBA_LISTED_RULES: readonly NomenclatureRule[] = [toshibaListed];

// Toshiba Modular Multi (SMMS / MiNi-SMMS family) VRF units by the make-up the Toshiba Technical Handbook prints:
// outdoor "MMY - M AP 120 2 H T 8" (MMY = Modular Multi · M = single module, no mark = combined · AP = R410A · capacity
// rank HP×10 · development series · H heat pump / blank cooling only / F heat recovery · T · 8 three phase), indoor
// "MM* - AP 056 1 B H" (style U cassette, D ducted, C ceiling suspended, K high wall, L floor standing, F tall floor
// standing · AP · capacity rank 009 = 2.8 kW, 012 = 3.6 kW, 015 = 4.5 kW … · development series · style letters). VRF
// units are mini-splits, as ductless/vrf.ts types them; type only (the rank is not read: the handbook's table of
// ranks was cut off in reach). Brand required.
const SMMS_SOURCE =
  'Toshiba Technical Handbook version 11.5, "Make Up Of Model Number" (Modular Multi Outdoor Units "MMY - M AP 120 2 H T 8", Modular Multi Indoor Units "MM* - AP 056 1 B H", styles U / D / C / K / L / F): https://tr.scribd.com/document/291941487/Technical-Handbook-Version-11-5c';
// Outdoor: MMY · - · M? · AP · rank 040–960 (ten steps) · series digit · H / F? · T? · 8? · letters · market (-E, -C, -TR).
const SMMS_OUTDOOR = /^MMY-?M?AP(\d{3})\d[HF]?T?8?[A-Z]{0,2}(?:-(?:E|C|TR|UL))?$/;
// Indoor: MM · style · - · AP · rank · series digit · style letters (H, MH, BH, SH, WH, MH2UL …) · market.
const SMMS_INDOOR = /^MM([UDCKLF])-?AP(\d{3})\d([A-Z][A-Z0-9]{0,5})(?:-(?:E|C|TR|UL))?$/;
/** Indoor ranks of Toshiba's VRF indoor line-ups (MMK-AP0074…0124, MMU-AP0071…0181, MMU-AP0092…0562, MMD-AP0184 …). */
const SMMS_INDOOR_RANK = new Set([5, 7, 9, 12, 15, 18, 24, 27, 30, 36, 48, 56, 72, 96]);
const SMMS_STYLE: Record<string, string> = {
  U: 'cassette indoor unit',
  D: 'ducted indoor unit',
  C: 'ceiling-suspended indoor unit',
  K: 'high-wall indoor unit',
  L: 'floor-standing indoor unit',
  F: 'tall floor-standing indoor unit',
};

const toshibaSmms: NomenclatureRule = {
  id: 'ductless-other.toshiba-smms-handbook-key',
  family: 'ductless_other',
  brands: ['Toshiba'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 77 /* M */ || model.charCodeAt(1) !== 77 /* M */) return null;
    let description: string;
    let series: string;
    if (model.charCodeAt(2) === 89 /* Y */) {
      const o = SMMS_OUTDOOR.exec(model);
      if (o === null) return null;
      const rank = Number(o[1]);
      if (rank < 40 || rank > 960 || rank % 10 !== 0) return null;
      description = 'Modular Multi (VRF) outdoor unit';
      series = 'MMY-AP';
    } else {
      const i = SMMS_INDOOR.exec(model);
      if (i === null || !SMMS_INDOOR_RANK.has(Number(i[2]))) return null;
      description = `Modular Multi (VRF) ${SMMS_STYLE[i[1] ?? ''] ?? 'indoor unit'}`;
      series = `MM${i[1] ?? ''}-AP`;
    }
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Toshiba'),
      type: 'mini-splits',
      series,
      model,
      description,
      fields: {},
      evidence: 'src',
      rule: 'Toshiba Modular Multi: MMY · M · AP · HP×10 rank … outdoor, MM · style · AP · rank … indoor (Technical Handbook make-up); type only',
      source: SMMS_SOURCE,
    });
  },
};

export const TOSHIBA_SMMS_RULES: readonly NomenclatureRule[] = [toshibaSmms];
