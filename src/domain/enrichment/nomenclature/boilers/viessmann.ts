// Viessmann Vitodens wall-mounted gas condensing boilers: series letters and model size from the
// Technical Data Manuals' model lists. Coverage in README-extra.md.
import { listedBoilerRule } from './weil-mclain-burnham';
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Viessmann'] as const;

interface Series {
  product: string;
  /** Model sizes the source lists; null when it lists none (any two digits are then accepted as pattern). */
  sizes: readonly string[] | null;
  afue?: number;
  combi?: boolean;
  source: string;
}

const SERIES: Readonly<Record<string, Series>> = {
  // Vitodens 100-W B1HA series and B1KA combi TDM 5784 566-07: "Heating input: 21 to 125 MBH",
  // "efficiency of 95.0% A.F.U.E. on all models", B1KA "on demand domestic hot water".
  B1HA: { product: 'Vitodens 100-W', sizes: null, afue: 95, source: 'Viessmann Vitodens 100-W B1HA Series and B1KA Combi Boiler Technical Data Manual 5784 566-07 (11/2017) — https://www.scribd.com/document/703082472/vitodens-100-b1ha-tdm' },
  B1KA: { product: 'Vitodens 100-W', sizes: null, afue: 95, combi: true, source: 'Viessmann Vitodens 100-W B1HA Series and B1KA Combi Boiler Technical Data Manual 5784 566-07 (11/2017) — https://www.scribd.com/document/703082472/vitodens-100-b1ha-tdm' },
  // Vitodens 200-W TDM 5683 717-08: "Series B2HA, Models 19, 28, 35, 45, 60 and 80", natural gas and LP, "up to 93.3% A.F.U.E." (not per model).
  B2HA: { product: 'Vitodens 200-W', sizes: ['19', '28', '35', '45', '60', '80'], source: 'Viessmann Vitodens 200-W Series B2HA Models 19-80 Technical Data Manual 5683 717-08 (12/2016) — https://ro.scribd.com/document/341852617/Vitodens-200-B2HA-sm-tdm-1' },
};

// "Vitodens 200-W B2HA 35" → "VITODENS200-WB2HA35"; "B2HA-35", "B1KA 35" alone as well.
const PATTERN = /^(?:VITODENS(?:100|200)-?W)?-?(B1HA|B1KA|B2HA)-?(\d{2})$/;

function decodeVitodens(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if (c !== 86 /* V */ && c !== 66 /* B */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const [, letters = '', size = ''] = m;
  const series = SERIES[letters];
  if (series === undefined) return null;
  // A "Vitodens 100-W" prefix must name the B1 series and "200-W" the B2 series.
  if (model.startsWith('VITODENS100') && !letters.startsWith('B1')) return null;
  if (model.startsWith('VITODENS200') && !letters.startsWith('B2')) return null;
  let evidence: EvidenceTag = 'src';
  if (series.sizes === null) evidence = 'pattern';
  else if (!series.sizes.includes(size)) return null;
  // Fuel stays absent: the boilers are built for natural gas or LP and the model does not say which.
  const fields: DecodedFields = { efficiency_tier: series.combi === true ? 'condensing combi' : 'condensing' };
  if (series.afue !== undefined) fields.afue_percent = series.afue;
  return {
    family: 'viessmann',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'boilers',
    series: `${series.product} ${letters}`,
    model,
    fields,
    evidence,
    rule: `Viessmann ${series.product} ${letters} wall-mounted gas condensing boiler`,
    source: series.source,
  };
}

// Further lines as the ENERGY STAR boiler list files them (B2HB-125, CU3A-94, VR1-105): type only.
const viessmannListed = listedBoilerRule('viessmann.listed', 'viessmann', BRANDS, /^(B1HA|B1KA|B2HA|B2HB|B2TB|CU3A|VR1)-?\d{2,3}(?![0-9])/, 'BCV', 'B2HB-125, CU3A-94, VR1-105');

export const VIESSMANN_RULES: readonly NomenclatureRule[] = [
  { id: 'viessmann.vitodens', family: 'viessmann', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeVitodens },
  viessmannListed,
];
