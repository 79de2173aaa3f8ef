// Samsung ductless (single split, CAC light-commercial and FJM multi): capacity in kBtu/h from the
// model code. Sources per rule below; coverage and evidence in README-extra.md.
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Samsung'] as const;

// Samsung's own FAQ: "(4), (5) shows the capacity of the air conditioner. 09 : 9,000 Btu / 12 :
// 12,000 Btu / 18 : 18,000 Btu / 24 : 24,000 Btu" — characters 4-5 of AC009…, AC012…
const SOURCE_FAQ = 'Samsung support FAQ "How to check the capacity of the A/C system" (2017) — http://www.samsung.com/lb/support/skp/faq/1127572/';
// Model lists with rated capacities: FJM multi service manual (AR07TSFABWKN 2.05 kW / 7,000 Btu/h;
// indoor AC009/012/018BNNDCH, AC009/012BN1DCH …; outdoor AJ020BXJ2CH … AJ048BXJ5CH).
const SOURCE_FJM = 'Samsung FJM multi air conditioner service manual (AR07TSFABWKN 7,000 Btu/h; AJ020BXJ2CH … AJ048BXJ5CH outdoor) — https://manualspro.net/274439-samsung-ar07-multi-air-conditioner-user-manual';
// 2003 service manual DB98-12818A, "1-1. Model Identification": set initial (A set/indoor,
// U outdoor), mode (Q heat pump, S cooling only), optional technology letter, capacity in Btu.
const SOURCE_2003 = 'Samsung AQ/AS 07-12 series service manual DB98-12818A (2003), 1-1 Model Identification — https://vdocuments.net/aq12pgge-as09p8gb-aq12pbge-as09p8ge-sh12zpg-r22bldc-d-lower-temperature-model-l.html';

/** Capacity codes the FAQ states (kBtu/h). */
const FAQ_CODES = new Set([9, 12, 18, 24]);

function brandOf(brand: string): string {
  return (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0];
}

function capacityFields(kbtuh: number): DecodedFields {
  // RULES.md §0.2: tons = kBtu/h ÷ 12.
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

function result(model: string, brand: string, series: string, fields: DecodedFields, evidence: EvidenceTag, rule: string, source: string): NomenclatureDecode {
  return { family: 'samsung', brand: brandOf(brand), type: 'mini-splits', series, model, fields, evidence, rule, source };
}

// AC + three-digit capacity + product letters: CAC single-split indoor (AC012MNADCH, AC009BN1DCH)
// and outdoor (AC012KXADCH) units.
const CAC = /^AC0(07|09|12|15|18|24|30|36|42|48)([A-Z]{2})[A-Z0-9]*(?:\/[A-Z]{2})?$/;

function decodeCac(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 65 /* A */ || model.charCodeAt(1) !== 67 /* C */) return null;
  const m = CAC.exec(model);
  if (m === null) return null;
  const kbtuh = Number(m[1]);
  return result(model, brand, 'CAC single split', capacityFields(kbtuh), FAQ_CODES.has(kbtuh) ? 'src' : 'pattern', 'Samsung CAC ductless single split, capacity digits 4-5 (kBtu/h)', SOURCE_FAQ);
}

// AR + two-digit capacity: wall-mounted RAC indoor/outdoor units (AR07TSFABWKN, AR12TXFCAWKNCV).
const RAC = /^AR(07|09|12|15|18|24)[A-Z][A-Z0-9]*(?:\/[A-Z]{2})?$/;

function decodeRac(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 65 /* A */ || model.charCodeAt(1) !== 82 /* R */) return null;
  const m = RAC.exec(model);
  if (m === null) return null;
  const kbtuh = Number(m[1]);
  // The FAQ's digits and the FJM manual's AR07 = 7,000 Btu/h agree; the position for AR codes is ours.
  return result(model, brand, 'AR wall-mounted', capacityFields(kbtuh), 'pattern', 'Samsung AR wall-mounted ductless, capacity digits 3-4 (kBtu/h)', `${SOURCE_FJM}; ${SOURCE_FAQ}`);
}

// AJ + three-digit capacity + BX: FJM multi-zone outdoor units (AJ020BXJ2CH … AJ048BXJ5CH). The
// manual gives no capacity per code, so only the type is decoded.
// The later TX / MC letters (AJ024TXJ3CH, AJ030MCS4CH: multi outdoor units in the NRCan rows) read the same: type only.
const FJM = /^AJ0(20|24|30|36|48)(?:BX|TX|MC)[A-Z0-9]*(?:\/[A-Z]{2})?$/;

function decodeFjm(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 65 /* A */ || model.charCodeAt(1) !== 74 /* J */) return null;
  if (!FJM.test(model)) return null;
  return result(model, brand, 'FJM multi outdoor', {}, 'src', 'Samsung FJM free-joint multi outdoor unit', SOURCE_FJM);
}

// 2003 key: (A|U)(Q|S)[technology letter](capacity 07/09/12/18/24) + design letters (AQ12PGGE,
// AS09P8GB, AQB09JJWC / UQB09JJWC).
const KEY_2003 = /^([AU])([QS])([TVDLCAB]?)(07|09|12|18|24)[A-Z][A-Z0-9]*$/;

function decode2003(model: string, brand: string): NomenclatureDecode | null {
  const first = model.charCodeAt(0);
  if (first !== 65 /* A */ && first !== 85 /* U */) return null;
  const m = KEY_2003.exec(model);
  if (m === null) return null;
  const [, set = '', mode = '', , code = ''] = m;
  const fields = capacityFields(Number(code));
  fields.efficiency_tier = mode === 'Q' ? 'heat pump' : 'cooling only';
  const unit = set === 'U' ? 'outdoor unit' : 'indoor unit or set';
  return result(model, brand, `${set}${mode}`, fields, 'src', `Samsung 2003 model identification: ${fields.efficiency_tier} ${unit}, capacity in Btu/h`, SOURCE_2003);
}

export const SAMSUNG_RULES: readonly NomenclatureRule[] = [
  { id: 'samsung.cac', family: 'samsung', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeCac },
  { id: 'samsung.rac-ar', family: 'samsung', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeRac },
  { id: 'samsung.fjm-outdoor', family: 'samsung', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeFjm },
  { id: 'samsung.key-2003', family: 'samsung', brands: BRANDS, unambiguousWithoutBrand: false, decode: decode2003 },
];
