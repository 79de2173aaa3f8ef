// Older packaged and split lines owners report from installed units (issue 18, dless20): Payne single-packaged units
// (PA1Z … PH4Z, PH3G, PY3G), Nordyne's Q / P single-package heat pumps and air conditioners (Q4, Q5RD, Q6SD, Q6SP,
// P5RD, P6SD); the Bryant 544B split heat pump is read with its neighbours in carrier/older-outdoor.ts (607C / 702A / 574A by §2.1).
// Type from the titles, capacity from the size field the same titles list. Brand required for all of them.
// Coverage in README-extra.md ("Older packaged and split lines, dless20").
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { NORTEK_BRANDS } from '../nordyne/nordyne';
import type { NomenclatureRule } from '../types';

const CARRIER_BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

// --- Payne single-packaged units -------------------------------------------------------------------------------------

/** The Payne single-packaged product-data titles the key below is read from. */
export const PAYNE_PACKAGED_SOURCE = [
  'Payne "Model PH1Z size 024-060 single packaged heat pumps" SS-PH1Z-01: https://vdocuments.us/model-ph1z-size-024-060-single-packaged-heat-024-060-single-packaged-heat-pumps.html',
  'Payne "Product Data PA3Z single-packaged air conditioners 2 to 5 nominal tons (sizes 024-060)": https://pdfslide.us/documents/product-data-3-ari-capacity-ratings-unit-pa3z-series-nominal-tons-standard.html',
  'Payne "Product Data PH3G--A single packaged heat pump system with R-410A refrigerant, 2-5 nominal tons (sizes 24-60)": https://manualmachine.com/payne/ph3ga/20531477-product-data',
  'Payne titles "Model PA1Z single packaged air conditioners SS-PA1Z-01", "PA4Z single-packaged air conditioner system", "PH4Z single-packaged heat pump system", "PY3G single-packaged air conditioner and gas furnace system … 2-5 nominal tons": https://homedocbox.com/amp/89303081-Appliances/Model-pa1z-single-packaged-air-conditioners-size-ss-pa1z-01-description-features.html',
].join('; ');

const PAYNE_KIND: Readonly<Record<string, string>> = {
  A: 'single-packaged air conditioner',
  H: 'single-packaged heat pump',
  Y: 'single-packaged air conditioner and gas furnace',
};

// P · A (air conditioner) / H (heat pump) / Y (gas furnace + air conditioner) · generation digit · Z / G cabinet
// letter · optional letters · size 024–060 (kBtu/h) · options (PH3Z024, PA3Z036000AAAA, PH1Z048).
const PAYNE_PACKAGED = /^P([AHY])([1-5])([ZG])([A-Z]{0,2})(\d{3})([A-Z0-9]{0,8})$/;

const paynePackaged: NomenclatureRule = {
  id: 'carrier.payne-single-packaged-dless20',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */) return null;
    const m = PAYNE_PACKAGED.exec(model);
    if (m === null) return null;
    const [, kind = '', gen = '', cabinet = '', , size = ''] = m;
    const c = gridCapacity(size);
    if (c === null || c.offGrid || c.kbtuh < 24 || c.kbtuh > 60) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Payne'),
      type: 'packaged units',
      series: `P${kind}${gen}${cabinet}`,
      model,
      description: PAYNE_KIND[kind] ?? 'single-packaged unit',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Payne single-packaged units (dless20): P · A/H/Y · generation digit · Z/G · size 024–060 (PH1Z, PA3Z, PH3G titles)',
      source: PAYNE_PACKAGED_SOURCE,
    });
  },
};

// --- Nordyne Q single-package heat pumps -----------------------------------------------------------------------------

/** The Nordyne Q-series installation-instruction titles. */
export const NORDYNE_Q_SOURCE = [
  'Nordyne "Q5RD series 13 SEER user\'s manual & installation instructions, single package heat pump - single stage, R-410A" (Q5RD024K, Q5RD030K, Q5RD036K, Q5RD042K): https://manualmachine.com/nordyne/q5rd024k/22478551-installation-manual',
  'Nordyne "Q6SD series user\'s manual / installation instructions, 13 SEER single package heat pump - 3 phase - R-410A": https://manuzoid.com/manuals/MAdBQ-Mammoth%20Q6SD-X,%203%20-%205%20Ton%203%20Ph%20Installation%20guide',
  'Nordyne "Q6SP-090/120 series installation instructions, single package electric heat pump rooftop unit": https://studylib.net/doc/18826252/file',
  'Nordyne "Q4 single package heat pump installation instructions" 708535-0: https://vdocuments.site/708535-0-q4-single-pkg-heat-pump-iienora-national-fire-protection-association.html',
  'Nordyne "P5RD series 13 SEER user\'s manual & installation instructions, single package air conditioner - single stage, R-410A": https://manualzilla.com/doc/5759536/warning---nordyne',
  'Nordyne "P6SD series 13 SEER single package convertible air conditioner": https://manualmachine.com/nordyne/p6sdx60/22478546-installation-manual',
].join('; ');

// Q (single package heat pump) / P (single package air conditioner) · generation digit · one or two series letters ·
// size (kBtu/h: 018–060, and the rooftop 090 / 120) · revision / options (Q5RD024K, Q6SD036K, Q6SP-090, P5RD036K).
const NORDYNE_Q = /^([QP])([2-7])([A-Z]{1,2})-?(\d{3})([A-Z0-9]{0,4})$/;

const nordyneQ: NomenclatureRule = {
  id: 'nordyne.q-single-package-heat-pump-dless20',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'QP',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 81 /* Q */ && c0 !== 80 /* P */) return null;
    const m = NORDYNE_Q.exec(model);
    if (m === null) return null;
    const [, kind = '', gen = '', letters = '', size = ''] = m;
    const c = gridCapacity(size);
    if (c === null || c.offGrid || c.kbtuh < 18 || (c.kbtuh > 60 && c.kbtuh !== 90 && c.kbtuh !== 120)) return null;
    return decoded({
      family: 'nordyne',
      brand: reportedBrand(brand, 'Nordyne'),
      type: 'packaged units',
      series: `${kind}${gen}${letters}`,
      model,
      description: kind === 'Q' ? 'single package heat pump' : 'single package air conditioner',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Nordyne Q / P single package heat pump / air conditioner (dless20): Q/P · generation digit · series letters · size kBtu/h (Q5RD024K, P5RD036K)',
      source: NORDYNE_Q_SOURCE,
    });
  },
};

export const PACKAGED_SPLIT_RULES: readonly NomenclatureRule[] = [paynePackaged, nordyneQ];
