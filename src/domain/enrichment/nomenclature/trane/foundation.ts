// Trane Foundation™ light-commercial rooftops (issue 18, comm21): IOM "Packaged Rooftop Air Conditioners Foundation™
// Cooling and Gas/Electric 15 to 25 Tons, 60 Hz — Model Numbers: GBC180-300" ("Digit 1 — Unit Type: G = Packaged
// Gas/Electric; Digit 2 — Efficiency …"), product catalogs RT-PRC060H-EN (15 to 25 tons) and RT-PRC078C-EN "Foundation
// Cooling and Gas/Electric 3 to 5 Tons". Digits 4–6 are the nominal cooling kBtu/h as on the Precedent / Voyager keys
// (180 = 15 t, 300 = 25 t: the titles' ends). Only the gas/electric G unit type is read: the cooling-only letter is not in
// the text in reach. Type `packaged units`; brand Trane / American Standard required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Trane', 'American Standard'] as const;
const SOURCE =
  'Trane Foundation IOM, cooling and gas/electric 15 to 25 tons, model numbers GBC180-300 (model number description, digit 1 G = packaged gas/electric): https://www.manualslib.com/manual/2282847/Trane-Foundation-Gbc180.html · product catalog RT-PRC060H-EN (15 to 25 tons): https://dokumen.tips/documents/product-catalog-catalog-introduction-foundation-light-commercial-rooftop.html · RT-PRC078C-EN (3 to 5 tons): https://homedocbox.com/amp/73450868-Appliances/Product-catalog-packaged-rooftop-air-conditioners-foundation-cooling-and-gas-electric-3-to-5-tons-60hz-rt-prc078c-en.html';
/** Sizes of the two catalogs (3–5 t, 15–25 t), kBtu/h. */
const KBTUH = new Set([36, 48, 60, 180, 210, 240, 300]);
const FOUNDATION = /^GBC(\d{3})(?![0-9])([A-Z0-9]{0,24})$/;

const traneFoundation: NomenclatureRule = {
  id: 'trane.foundation-comm21',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = FOUNDATION.exec(model);
    if (!m) return null;
    const kbtuh = Number(m[1]);
    if (!KBTUH.has(kbtuh)) return null;
    return decodeOf('trane', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: 'GBC',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      description: 'Foundation packaged gas / electric rooftop',
      evidence: 'pattern',
      rule: 'Trane Foundation: G (packaged gas/electric) · B · C · nominal cooling kBtu/h · options',
      source: SOURCE,
    });
  },
};

export const TRANE_FOUNDATION_RULES: readonly NomenclatureRule[] = [traneFoundation];
