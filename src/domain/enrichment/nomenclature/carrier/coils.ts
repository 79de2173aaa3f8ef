// Carrier / Bryant / Payne cased evaporator coils of the CNPV / CAPM-CAPV / CSPH generation (R-410A "Puron" era,
// 2006+), the indoor coils owners find on top of an 80 % or 90 % furnace: C · coil shape (A = A-coil, N = N-coil,
// S = slab) · refrigerant letter (P / R, the CAPMP / CARMP pair of §2.5) · orientation (V, M, H) · option letter ·
// nominal capacity kBtu/h (2 digits) · cabinet code (2 digits) · letters (CNPVP3617ALA, CAPMP4821ALA, CSPHP3612ALA).
// Sources, one per part of the reading:
// - capacity then cabinet code: CAPMP / CARMP sizes 3619 / 4823 / 6025 listed on S57 (RULES.md §2.5), and the CSPHP
//   product data "Evaporator Coil Slab Coil — Cased Horizontal … sizes 024 through 060 (2-5 tons)";
// - the shape letters and the capacity / cabinet pairs: the ENERGY STAR / AHRI-matched rows of the shipped catalog
//   (CNPV*3617AL*, CAP**4821AL*, CSPH*2412AL*, each paired with an outdoor unit of that nominal size).
// Capacity codes one off the grid (CAP3717, CAP4321, CNPV6124: the larger coil of a nominal size) give the type only
// (a 2-digit code next to a grid value is no capacity, RULES.md §0.4). The refrigerant letter is not reported
// (RULES.md §2.5 marks CNPV / CAPV as unconfirmed beyond the CAPMP / CARMP pair).
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

export const CARRIER_COIL_SOURCE = [
  '[S57] https://sportdocbox.com/amp/66691452-Auto_Racing/Product-data-fa4b-fb4b-fc4c-direct-expansion-fan-coil-sizes-018-thru-070-air-handling-technology-at-its-finest.html (CAPMP / CARMP 3619, 4823, 6025)',
  'Carrier CSPHP product data "Evaporator Coil Slab Coil — Cased Horizontal", sizes 024 through 060 (2-5 tons): https://docplayer.net/amp/24105624-Product-data-csphp-evaporator-coil-slab-coil-cased-horizontal-csphp.html',
  'ENERGY STAR / AHRI-matched coil rows CNPV*3617AL*, CAP**4821AL*, CSPH*2412AL* (shipped catalog)',
  'Carrier product-data titles "CAPVP, CARVP, CAPVU, CARVU Evaporator Coil A Coil — Cased and Uncased Upflow, Downflow", "CAPMP, CARMP Evaporator Coil A Coil — Cased Multipoise", "CK5A, CK5B, CK5P Furnace N-Coils, Sizes A018 thru A060", "Cased Horizontal Furnace Coil Model CK3B" (SS-CK3B-01): https://sportdocbox.com/amp/94430665-Sailing/Product-data-ck5a-ck5b-ck5p-furnace-n-coils-sizes-a018-thru-a060.html',
  'Bryant furnace installation instructions, opening dimensions by casing width 14-3/16, 17-1/2, 21, 24-1/2 in. with CAPVP, CAPMP or CNPVP coil assemblies: https://www.easymanua.ls/bryant/120-c-series/manual?p=13',
].join('; ');

/** Furnace casing widths the coil cabinet codes match (Bryant opening-dimension tables). */
const CASING_IN: Readonly<Record<string, string>> = { '14': '14-3/16', '17': '17-1/2', '21': '21', '24': '24-1/2' };
/** Orientation letter of the titles: V upflow / downflow, M multipoise, H horizontal. */
const ORIENTATION: Readonly<Record<string, string>> = { V: 'upflow/downflow', M: 'multipoise', H: 'horizontal' };
/** Fifth letter of the titles: P cased, U uncased (CAPVP / CAPVU). */
const CASING: Readonly<Record<string, string>> = { P: 'cased', U: 'uncased' };

const SHAPE: Record<string, string> = { A: 'A-coil', N: 'N-coil', S: 'slab coil' };
/** Cabinet codes of the listed sizes: 12 (CSPH slab), 14, 17, 21, 24 (CNPV / CAP), 19, 23, 25 (CAPMP, S57). */
const CABINET = new Set(['12', '14', '17', '19', '21', '23', '24', '25']);

// C · shape · P/R · [orientation · option letter] · capacity · cabinet · letters. The catalog rows drop the
// orientation and option letters behind wildcards (CAP**4321AL*), so they are optional here.
const COIL = /^C([ANS])([PR])([MVH][A-Z]?)?(\d{2})(\d{2})([A-Z]{0,3}\d?)$/;

const cased: NomenclatureRule = {
  id: 'carrier.coil-cased',
  family: 'carrier',
  brands: BRANDS,
  // C + 3 letters + 4 digits is a shape other makers' coils could share: Carrier-group brands only.
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 67 /* C */) return null;
    const m = COIL.exec(model);
    if (m === null) return null;
    const [, shape = '', refrigerantLetter = '', orientation = '', cap = '', cabinet = '', tail = ''] = m;
    if (!CABINET.has(cabinet)) return null;
    // The slab coil is the 12 cabinet only; the A- and N-coils never are.
    if ((shape === 'S') !== (cabinet === '12')) return null;
    const n = Number(cap);
    if (n < 18 || n > 61) return null;
    // The catalog's stripped form (CAP4321AL) keeps the A / L letters; a bare capacity+cabinet needs the orientation.
    if (orientation === '' && tail === '') return null;
    const c = gridCapacity(cap);
    const fields: DecodedFields = c !== null && c.kbtuh <= 60 ? capacityFields(c) : {};
    const casing = CASING[orientation[1] ?? ''] ?? (shape === 'S' ? 'cased' : undefined);
    const what = [casing, SHAPE[shape], ORIENTATION[orientation[0] ?? '']].filter((x) => x !== undefined).join(' ').replace(/ (upflow\/downflow|multipoise|horizontal)$/, ', $1');
    const fits = CASING_IN[cabinet] === undefined ? `cabinet code ${cabinet}` : `for a ${CASING_IN[cabinet]} in. furnace casing`;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'evaporator coils',
      series: `C${shape}${refrigerantLetter}${orientation}`,
      model,
      description: c === null ? `${what}, capacity code ${cap} (off the nominal grid), ${fits}` : `${what}, ${fits}`,
      fields,
      evidence: 'pattern',
      rule: 'Carrier / Bryant / Payne cased coils: C · shape A/N/S · P/R · orientation · kBtu/h · cabinet (CNPVP3617ALA)',
      source: CARRIER_COIL_SOURCE,
    });
  },
};

// Older (R-22 era) furnace coils of the titles: CK5A / CK5B / CK5P N-coils "sizes A018 thru A060" and the CK3B cased
// horizontal coil · letters · A + size kBtu/h (CK5BXA036).
const OLDER = /^(CK5[ABP]|CK3B)([A-Z]{0,2}?)A?(018|024|030|036|042|048|060)([A-Z0-9]{0,4})$/;
const older: NomenclatureRule = {
  id: 'carrier.coil-ck',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 67 /* C */) return null;
    const m = OLDER.exec(model);
    if (m === null) return null;
    const [, series = '', , size = ''] = m;
    const c = gridCapacity(size);
    if (c === null) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'evaporator coils',
      series,
      model,
      description: series === 'CK3B' ? 'cased horizontal furnace coil' : 'furnace N-coil',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Carrier / Bryant CK5 / CK3B furnace coils: series · letters · A + kBtu/h (CK5BXA036)',
      source: CARRIER_COIL_SOURCE,
    });
  },
};

export const CARRIER_COIL_RULES: readonly NomenclatureRule[] = [cased, older];
