// Older packaged and split lines owners report from installed units (issue 18, dless20): Payne single-packaged units
// (PA1Z … PH4Z, PH3G, PY3G), Nordyne's Q / P single-package heat pumps and air conditioners (Q4, Q5RD, Q6SD, Q6SP,
// P5RD, P6SD), and Bryant numeric
// series the product-data titles name beyond carrier-installed.ts (544B split heat pump; 607C, 702A, 574A single-packaged
// units). Type from the titles, capacity from the size field the same titles list. Brand required for all of them.
// Coverage in README-extra.md ("Older packaged and split lines, dless20").
import { capacityFields, decoded, gridCapacity, reportedBrand } from './common';
import { NORTEK_BRANDS } from './nordyne';
import type { DecodedFields, NomenclatureRule } from './types';
import type { EquipmentType } from '../catalog/equipment-types';

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

// --- Bryant numeric series beyond carrier-installed.ts ---------------------------------------------------------------

interface NumericLine {
  type: EquipmentType;
  description: string;
  refrigerant?: string;
  /** Smallest size the title lists (kBtu/h); the largest is 060 for all of them. */
  min: number;
  source: string;
}

const BRYANT_PACKAGED_TITLES = 'https://homedocbox.com/amp/78461950-Appliances/Product-data-features-benefits.html';

/** Bryant numeric series by their product-data titles. */
export const NUMERIC_LINES_DLESS20: Readonly<Record<string, NumericLine>> = {
  '544B': { type: 'heat pumps', description: 'split heat pump', min: 18, source: 'Bryant "Split-system heat pump units Model 544B sizes 018 thru 060" ("The 544B outdoor sections of split-system heat pumps"): https://manualmachine.com/bryant/544b/1492614-user-manual' },
  '607C': { type: 'packaged units', description: 'single-packaged heat pump', refrigerant: 'R-410A', min: 24, source: 'Bryant "607C--A Preferred single-packaged heat pump system with Puron (R-410A) refrigerant, single and three phase, 2-5 nominal tons (sizes 24-60)": https://homedocbox.com/amp/81915625-Appliances/Product-data-pa3z-b-single-packaged-air-conditioner-system-with-r-410a-refrigerant-single-phase-2-to-5-nominal-tons-sizes.html' },
  '702A': { type: 'packaged units', description: 'single-packaged electric heating / cooling unit', min: 24, source: `Bryant "Model 702A single-packaged electric heating cooling units, 2 to 5 nominal tons" PDS 702A.24.3: ${BRYANT_PACKAGED_TITLES}` },
  '574A': { type: 'packaged units', description: 'single-packaged gas heating / electric cooling unit', min: 24, source: `Bryant "574A single-packaged gas heating/electric cooling units, 2 to 5 nominal tons": ${BRYANT_PACKAGED_TITLES}` },
};

// series · up to three letters · size · revision / options (544BJ036, 607CNX036000AAAA), as carrier-installed.ts reads
// the neighbouring titled series.
const NUMERIC = /^([5-7]\d{2}[A-Z])([A-Z]{0,3})(\d{3})([A-Z0-9]{0,7})$/;

const bryantNumeric: NomenclatureRule = {
  id: 'carrier.bryant-numeric-titled-dless20',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '567',
  decode(model, brand) {
    const m = NUMERIC.exec(model);
    if (m === null) return null;
    const [, series = '', , size = ''] = m;
    const line = NUMERIC_LINES_DLESS20[series];
    if (line === undefined) return null;
    const c = gridCapacity(size);
    if (c === null || c.offGrid || c.kbtuh < line.min || c.kbtuh > 60) return null;
    const fields: DecodedFields = Object.assign({}, capacityFields(c), { refrigerant: line.refrigerant });
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Bryant'),
      type: line.type,
      series,
      model,
      description: line.description,
      fields,
      evidence: 'pattern',
      rule: 'Bryant numeric series by product-data title (dless20): series · letters · size (544B018 … 060)',
      source: line.source,
    });
  },
};

export const PACKAGED_SPLIT_DLESS20_RULES: readonly NomenclatureRule[] = [paynePackaged, nordyneQ, bryantNumeric];
