// Midea wall-mounted splits (MS… indoor / MO… outdoor): capacity code in kBtu/h after the hyphen,
// then C (cooling only) or H (heat pump). Coverage in README-extra.md.
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from './types';

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

export const MIDEA_RULES: readonly NomenclatureRule[] = [
  { id: 'midea.wall-split', family: 'midea', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeMidea },
];
