// Midea wall-mounted splits (MS… indoor / MO… outdoor): capacity code in kBtu/h after the hyphen,
// then C (cooling only) or H (heat pump). Coverage in README-extra.md.
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from '../types';
import { pickBrand } from '../kit/rule-kit';

const BRANDS = ['Midea'] as const;

// Elite Series (7000-18000) technical & service manual (2005): models MSE-07CR/07HR/09CR/09HR/12CR/
// 12HR/18CR/18HR; specification "MSE-07CR MSE-07HR MSE-09CR MSE-09HR … Capacity Btu/h 7000 7000 9000
// 9000", heating capacity given only for the HR models.
const SOURCE_ELITE = 'Midea Elite Series (7000-18000) split type heat pump air conditioners, technical & service manual 2005 — https://manualmachine.com/midea/elite/20835960-service-manual';
// DC inverter service manual (2007): indoor MSG-09HRDN1-QC2 / MSG-12HRDN1-QC2, outdoor MOC3-09HDN1-QC2 / MOC3-12HDN1-QC2.
const SOURCE_MSG = 'Midea DC inverter split wall-mounted type service manual MSG-09/12HRDN1-QC2, MOC3-09/12HDN1-QC2 (V1.0, Nov 2007) — https://vdocumento.com/midea-msg-09-12hrdn1.html';

/** Codes whose capacity the Elite specification table prints. */
const PRINTED = new Set([7, 9]);

// MSE-09HR, MSG-12HRDN1-QC2(B), MOC3-09HDN1-QC2, MSV1-18HRDN1-MQ0W: series block, "-", capacity,
// C/H, then option characters and "-" blocks.
const PATTERN = /^M([SO])([A-Z][A-Z0-9]{0,3})-(07|09|12|18|24)([CH])[A-Z0-9]{0,6}(?:-[A-Z0-9]{1,6}(?:\([A-Z]\))?)?$/;

function decodeMidea(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 77 /* M */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const [, unit = '', series = '', code = '', mode = ''] = m;
  const kbtuh = Number(code);
  const fields: DecodedFields = {
    cooling_capacity_kbtuh: kbtuh,
    cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100,
    efficiency_tier: mode === 'H' ? 'heat pump' : 'cooling only',
  };
  const elite = series === 'E';
  const evidence: EvidenceTag = elite && PRINTED.has(kbtuh) ? 'src' : 'pattern';
  return {
    family: 'midea',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'mini-splits',
    series: `M${unit}${series}`,
    model,
    fields,
    evidence,
    rule: `Midea M${unit}${series} wall-mounted split ${unit === 'S' ? 'indoor unit' : 'outdoor unit'}, capacity code kBtu/h and C/H`,
    source: elite ? SOURCE_ELITE : `${SOURCE_ELITE}; ${SOURCE_MSG}`,
  };
}

// Later Midea / MDV (Midea's commercial badge) names: series block (indoor MSAG11B, CS11M, CCA3U, MCD, MTIU…; outdoor
// MOD30U, MOE30U; multi-zone outdoor M + zones 2–5 + O + series, M4OF) · "-" · class · H (heat pump, as the Elite
// HR models) / C (cooling only) · optional R / W · F · N1 · "-" option blocks: MSAG11B-09HRFN1-MV0W(GA), M4OF-36HFN1-M.
// No printed key for these was found: the class is read as nominal kBtu/h because the brands' NRCan rows (outdoor and
// indoor model with the rated cooling Btu/h per pairing) agree with that reading within 15 % on every single-zone
// pairing (MDV 268 of 270 model columns, Midea all but the multi-zone heads rated with their outdoor unit); the
// multi-split outdoor names M2OC … M5OA of Midea's service manual ODMI-1103-A are titled "multi split type, heat pump".
const SOURCE_FN1 =
  'NRCan Greener Homes eligible ASHP list, MIDEA / MDV rows (shared/data/catalog/raw/ccashp.tsv); Midea multi split outdoor units technical service manual ODMI-1103-A (M2OC-14HRDN1 … M5OA-36HRDN1-Q) — https://manualmachine.com/midea/m2oc18hrdn1/24068219-technical--service-manual';
const FN1 = /^([CM])([A-Z0-9]{1,7})-(\d\d)([HC])[RW]?([FD])N1(?:-[A-Z0-9]{1,8}){0,2}(?:-\[X\])?(?:\([A-Z]{1,2}\))?$/;
const MULTI_OUTDOOR = /^M([2-5])O[A-Z]\d?$/;

function decodeMideaFn1(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if (c !== 77 /* M */ && c !== 67 /* C */) return null;
  const m = FN1.exec(model);
  if (m === null) return null;
  const [, lead = '', block = '', code = '', mode = '', drive = ''] = m;
  const kbtuh = Number(code);
  if (kbtuh < 7 || kbtuh > 60) return null;
  const series = `${lead}${block}`;
  const multi = MULTI_OUTDOOR.exec(series);
  // …DN1 only on the multi-split outdoor units of ODMI-1103-A (MOVA-36HDN1 is a ducted heat-pump outdoor unit).
  if (drive === 'D' && multi === null) return null;
  const outdoor = multi !== null || (lead === 'M' && block.charCodeAt(0) === 79); /* MO… */
  return {
    family: 'midea',
    brand: pickBrand(FN1_BRANDS, brand),
    type: 'mini-splits',
    series,
    model,
    fields: {
      cooling_capacity_kbtuh: kbtuh,
      cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100,
      efficiency_tier: mode === 'H' ? 'heat pump' : 'cooling only',
    },
    description: multi ? `multi-zone outdoor unit (${multi[1]} zones)` : outdoor ? 'outdoor unit' : 'indoor unit',
    evidence: 'pattern',
    rule: `Midea / MDV ${series} ductless ${outdoor ? 'outdoor' : 'indoor'} unit, class kBtu/h · H/C · FN1`,
    source: SOURCE_FN1,
  };
}
const FN1_BRANDS = ['Midea', 'MDV'] as const;

// Carrier / ICP ductless lines that Midea builds and that the NRCan rows list under the brand Midea (38MAQB09R--3,
// 40MBDQ24---3, DLCSRAH12AAK, DLFSHBH09XAK): read, with the brand Midea, as the §2 / §3 ductless rules read them (the
// Carrier product-data titles: 38M… outdoor, 40M… indoor, sizes 09 to 48 kBtu/h; ICP DLC outdoor / DLF indoor).
const SOURCE_CARRIER_BUILT =
  'Carrier ductless product data titles (38MAQ outdoor unit single zone ductless system sizes 09 to 30; 40MB*C / *D / *F indoor units) — https://homedocbox.com/amp/77269457-Appliances/Product-data-38maq-outdoor-unit-single-zone-ductless-system-sizes-09-to-30-industry-leading-features-benefits.html; NRCan rows of the brand Midea';
const CARRIER_BUILT = /^(?:(38|40)M[A-Z]{2,4}|DL([CF])[A-Z]{4})(09|12|18|24|27|30|36|48)(?:[A-Z]{0,2}-*\d?|[A-Z]{2,3})$/;

function decodeCarrierBuilt(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if (c !== 51 /* 3 */ && c !== 52 /* 4 */ && c !== 68 /* D */) return null;
  const m = CARRIER_BUILT.exec(model);
  if (m === null) return null;
  const [, carrier, icp, code = ''] = m;
  const outdoor = carrier === '38' || icp === 'C';
  const kbtuh = Number(code);
  return {
    family: 'midea',
    brand: pickBrand(BRANDS, brand),
    type: 'mini-splits',
    series: model.slice(0, model.indexOf(code, carrier !== undefined ? 5 : 7)),
    model,
    fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
    description: outdoor ? 'ductless outdoor unit (Carrier / ICP design built by Midea)' : 'ductless indoor unit (Carrier / ICP design built by Midea)',
    evidence: 'pattern',
    rule: 'Midea-built Carrier 38M / 40M and ICP DLC / DLF ductless, size kBtu/h',
    source: SOURCE_CARRIER_BUILT,
  };
}

export const MIDEA_RULES: readonly NomenclatureRule[] = [
  { id: 'midea.wall-split', family: 'midea', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeMidea },
  { id: 'midea.carrier-built-ductless', family: 'midea', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: '34D', decode: decodeCarrierBuilt },
  { id: 'midea.fn1-ductless', family: 'midea', brands: FN1_BRANDS, unambiguousWithoutBrand: false, firstChars: 'MC', decode: decodeMideaFn1 },
];
