// Carrier's earlier duct-free (ductless) lines that carrier/carrier.ts's 38M / 40M rule and the G-series rule of
// carrier/g-ductless-and-bryant-rooftops.ts leave out (issue 18, ductless gap scan): the 40Q… fan coils (high-wall QNB /
// QNE / QNH / QNC / QNQ, ceiling-suspended QAC / QAQ, in-ceiling cassettes QKB / QKE), the 40MVC / 40MVQ high-wall fan
// coils and their 38MVC / 38MVQ outdoor units, the 38AN / 38BK outdoor units of the 2001 high-wall systems and the 40CG /
// 40CS consoles, as the product data, installation instructions and the 2001 Duct Free Systems digest list them:
// series · size (3 digits, kBtu/h on Carrier's grid: the 40QK data prints "2 to 4 Nominal Tons" for 024–048) · revision
// and option characters. Mini-splits (duct-free indoor units, and the outdoor units of those systems as carrier.ductless
// types 38M…). The condensing units the same systems pair with (38HDR, 38QRR, 38HDF, 38QRF, 38HDC, 38HDL, 38CG) keep the
// §2.3 reading of carrier/carrier.ts; this rule does not read them. Brand required. README-extra.md.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

const SOURCE =
  'Carrier Duct Free Systems Product Data Digest ¾ to 5 Nominal Tons (2001, catalog 853-023: ARI capacities 40QNB009 / 38AN009 8,500 Btuh, 40QNB012 / 38AN012, QNE009–024 / 38BK, QNH012–024 / 38BK; consoles 40CG-018---301RM … 40CS-030---301RM): http://homedocbox.com/Appliances/100399203-Duct-free-systems-product-data-digest-3/100399203-4-to-5-nominal-tons.html · Carrier installation instructions "40QNC / 38HDF 40QNQ / 38QRF High-Wall Duct Free Split System Sizes 018 to 036": http://somanuals.com/html/6/Carrier-Air-Conditioner-40QNC-User-Manual.html · "40QAC / 38HDR 40QAQ / 38QRR Ceiling-Suspended Duct Free Split System Sizes 018 to 060": http://somanuals.com/html/e1/Carrier-Ceiling-Suspended-Duct-Free-Split-System-40QAC-User-Manual.html · Carrier product data "40QKB024,036 40QKE024,036,048 Cooling Only and Heat Pump In-Ceiling Cassettes 2 to 4 Nominal Tons": http://manualzilla.com/doc/7436819/carrier-38hdl024-product-data · Carrier product data title "40MVC / 38MVC 40MVQ / 38MVQ High-Wall Duct Free Split System Sizes 009 to 024" (listed at https://homedocbox.com/amp/102027389-Appliances/Product-data-industry-leading-features-benefits-40qac-38hdr-40qaq-38qrr-ceiling-suspended-duct-free-split-system-sizes-018-to-060.html)';

/** Sizes (kBtu/h) each document lists for each series. */
const SIZES: Readonly<Record<string, readonly number[]>> = {
  '40QNB': [9, 12, 18, 24],
  '40QNE': [9, 12, 18, 24],
  '40QNH': [12, 18, 24],
  '38AN': [9, 12],
  '38BK': [9, 12, 18, 24],
  '40QNC': [18, 24, 30, 36],
  '40QNQ': [18, 24, 30, 36],
  '40QAC': [18, 24, 30, 36, 42, 48, 60],
  '40QAQ': [18, 24, 30, 36, 42, 48, 60],
  '40QKB': [24, 36],
  '40QKE': [24, 36, 48],
  '40MVC': [9, 12, 18, 24],
  '40MVQ': [9, 12, 18, 24],
  '38MVC': [9, 12, 18, 24],
  '38MVQ': [9, 12, 18, 24],
  '40CG': [18, 24, 30],
  '40CS': [18, 24, 30],
};
const KIND: Readonly<Record<string, string>> = {
  '40QNB': 'high-wall duct-free fan coil', '40QNE': 'high-wall duct-free fan coil', '40QNH': 'high-wall duct-free fan coil',
  '40QNC': 'high-wall duct-free fan coil', '40QNQ': 'high-wall duct-free fan coil', '40MVC': 'high-wall duct-free fan coil', '40MVQ': 'high-wall duct-free fan coil',
  '40QAC': 'ceiling-suspended duct-free fan coil', '40QAQ': 'ceiling-suspended duct-free fan coil',
  '40QKB': 'in-ceiling cassette fan coil', '40QKE': 'in-ceiling cassette fan coil',
  '40CG': 'duct-free console fan coil', '40CS': 'duct-free console fan coil',
  '38AN': 'duct-free system outdoor unit', '38BK': 'duct-free system outdoor unit', '38MVC': 'duct-free system outdoor unit', '38MVQ': 'duct-free system outdoor unit',
};
const DUCT_FREE = /^(38|40)(QNB|QNE|QNH|QNC|QNQ|QAC|QAQ|QKB|QKE|MVC|MVQ|AN|BK|CG|CS)-?(\d{3})(?![0-9])([A-Z0-9-]{0,8})$/;

const carrierDuctFreeQMv: NomenclatureRule = {
  id: 'carrier.duct-free-40q-40mv',
  family: 'carrier',
  brands: [...BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: '34',
  decode(model, brand) {
    if (brand === '') return null;
    const m = DUCT_FREE.exec(model);
    if (m === null) return null;
    const series = `${m[1] ?? ''}${m[2] ?? ''}`;
    const sizes = SIZES[series];
    const kbtuh = Number(m[3]);
    if (sizes === undefined || !sizes.includes(kbtuh)) return null;
    return decodeOf('carrier', pickBrand(BRANDS, brand, 'Carrier'), model, {
      type: 'mini-splits',
      series,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      description: KIND[series] ?? 'duct-free unit',
      evidence: 'pattern',
      rule: 'Carrier duct-free 40Q… / 40MV… / 40CG–CS fan coils and 38AN / 38BK / 38MV… outdoor units: series · size (kBtu/h) · options',
      source: SOURCE,
    });
  },
};

export const CARRIER_DUCT_FREE_Q_MV_RULES: readonly NomenclatureRule[] = [carrierDuctFreeQMv];
